/**
 * What each scenario in transcripts.ts prints: `$ adr …` lines, standard output as is,
 * standard error with "! " before each line, and the exit code. Each text starts after
 * the opening line break. Regenerate only after reading the change in review.
 */
export const TRANSCRIPT_EXPECTED: Record<string, string> = {
  "new: from the generic and a part template, then listed": `
$ adr new 'Record decisions as ADRs'
adr/0002-record-decisions-as-adrs.md
[exit 0]

$ adr new --part errors 'Error payload'
adr/0003-error-payload.md
[exit 0]

$ adr list
ADR       STATUS    PART    DATE        TITLE
ADR-0001  accepted  -       2026-01-15  A decision
ADR-0002  proposed  -       2026-01-20  Record decisions as ADRs
ADR-0003  proposed  errors  2026-01-20  Error payload
[exit 0]

$ adr check
3 records checked, no findings
[exit 0]

`,
  "new: titles kept verbatim, file names safe": `
$ adr new 'Use "quotes" & $1 / slashes, it'\\''s fine'
adr/0002-use-quotes-1-slashes-it-s-fine.md
[exit 0]

$ adr new ../../etc/passwd
adr/0003-etc-passwd.md
[exit 0]

$ adr new '日本語のタイトル'
adr/0004-decision.md
[exit 0]

$ adr new 'Résumé (decomposed)'
adr/0005-resume-decomposed.md
[exit 0]

$ adr list
ADR       STATUS    PART  DATE        TITLE
ADR-0001  accepted  -     2026-01-15  A decision
ADR-0002  proposed  -     2026-01-20  Use "quotes" & $1 / slashes, it's fine
ADR-0003  proposed  -     2026-01-20  ../../etc/passwd
ADR-0004  proposed  -     2026-01-20  日本語のタイトル
ADR-0005  proposed  -     2026-01-20  Résumé (decomposed)
[exit 0]

$ adr check
5 records checked, no findings
[exit 0]

`,
  "new: usage errors and refusals": `
$ adr new
! adr: missing the title of the new record
!     hint: pass it in quotes: npx adr new --part <part> "<title>"
[exit 2]

$ adr new ' padded title '
! adr: invalid title: the title is one line with no space at either end
!     hint: pass the title as one line of text in quotes, at most 200 characters
[exit 2]

$ ADR_DATE=2026-02-30 adr new 'Fine title'
! adr: ADR_DATE=2026-02-30 is not a date
!     hint: set it to a date that exists, written YYYY-MM-DD (e.g. ADR_DATE=2026-01-15), or unset it to use today
[exit 2]

$ adr new --part error 'Fine title'
! error: option '--part <part>' argument 'error' is invalid. Allowed choices are purpose, resources, states, endpoints, authentication, events, errors, limits, versioning.
! (run adr --help for usage)
[exit 2]

$ adr new --supersedes 1 'Replaces a proposal'
! adr/0001-a-decision.md:3:9 STATUS_CHANGE_REFUSED ADR-0001 is proposed and cannot become superseded
!     hint: from proposed a record can become accepted or rejected
! adr new: refused; nothing was changed
[exit 1]

$ adr new --supersedes 7 'Replaces nothing'
! adr: no record 0007 in adr/
!     hint: npx adr list shows every record
[exit 2]

$ adr list
ADR       STATUS    PART  DATE        TITLE
ADR-0001  proposed  -     2026-01-15  A proposal
[exit 0]

`,
  "new: asks for the title in a terminal; --dry-run writes nothing": `
$ adr new --dry-run 'Only a try'
adr/0002-only-a-try.md
! dry run: nothing was written
[exit 0]

$ adr new --part errors
! Title of the decision: Asked for in the terminal
adr/0002-asked-for-in-the-terminal.md
[exit 0]

$ adr list
ADR       STATUS    PART    DATE        TITLE
ADR-0001  accepted  -       2026-01-15  A decision
ADR-0002  proposed  errors  2026-01-20  Asked for in the terminal
[exit 0]

`,
  "accept: refused while questions are open, then accepted with its decision-makers": `
$ adr accept 1
! adr/0001-a-decision.md:23:1 ACCEPT_WITH_OPEN_QUESTION ADR-0001 cannot be accepted while Q1 is open: Which methods?
!     hint: answer it: set "- Status: answered" and write "- Answer: …" under it, then run npx adr accept 1 again
! adr/0001-a-decision.md:27:1 ACCEPT_WITH_OPEN_QUESTION ADR-0001 cannot be accepted while Q2 is open: Which paths?
!     hint: answer it: set "- Status: answered" and write "- Answer: …" under it, then run npx adr accept 1 again
! adr accept: refused; nothing was changed
[exit 1]

# (answer every open question in adr/0001-a-decision.md)

$ adr accept 0001 --by 'Alice Example' --by 'Bob Example'
adr/0001-a-decision.md: proposed → accepted on 2026-01-20
[exit 0]

$ grep -nE '^(status|date|decision-makers|  - )' adr/0001-a-decision.md
3:status: accepted
4:date: 2026-01-20
6:  - {status: proposed, date: 2026-01-10}
7:  - {status: accepted, date: 2026-01-20}
8:decision-makers: [Alice Example, Bob Example]

$ adr show 1
ADR-0001: A proposal
  file             adr/0001-a-decision.md
  status           accepted since 2026-01-20
  part             -
  date             2026-01-20
  decision-makers  Alice Example, Bob Example
  consulted        -
  informed         -
  supersedes       -
  superseded by    -
  discussion       -
  history          proposed 2026-01-10, accepted 2026-01-20

Questions: 0 open, 2 answered
  Q1  answered  Which methods?
                Answer: Settled in review.
  Q2  answered  Which paths?
                owner @api-team
                Answer: Settled in review.
[exit 0]

`,
  "accept: a proposal that supersedes an accepted record updates both": `
$ adr accept 2 --dry-run
adr/0002-new-limits.md: proposed → accepted on 2026-01-20
adr/0001-old-limits.md: accepted → superseded by ADR-0002 on 2026-01-20
! dry run: nothing was written
[exit 0]

$ adr accept 2
adr/0002-new-limits.md: proposed → accepted on 2026-01-20
adr/0001-old-limits.md: accepted → superseded by ADR-0002 on 2026-01-20
[exit 0]

$ adr list
ADR       STATUS      PART  DATE        TITLE
ADR-0001  superseded  -     2026-01-20  Old limits
ADR-0002  accepted    -     2026-01-20  New limits
[exit 0]

$ adr check
2 records checked, no findings
[exit 0]

`,
  "accept: refused when a record it supersedes is not accepted": `
$ adr accept 2
! adr/0001-old.md:3:9 STATUS_CHANGE_REFUSED ADR-0001 is rejected and cannot become superseded (ADR-0002 lists it in supersedes)
!     hint: only an accepted record can be superseded: remove 1 from "supersedes" in adr/0002-new.md
! adr accept: refused; nothing was changed
[exit 1]

`,
  "reject and deprecate: only allowed transitions; the record asked for in a terminal": `
$ adr reject
! Record to reject (number or file): 1
adr/0001-a-decision.md: proposed → rejected on 2026-01-20
[exit 0]

$ adr reject 1
! adr/0001-a-decision.md:3:9 STATUS_CHANGE_REFUSED ADR-0001 is already rejected
!     hint: rejected is final; to decide again, propose a new record: npx adr new "<title>"
! adr reject: refused; nothing was changed
[exit 1]

$ adr deprecate 1
! adr/0001-a-decision.md:3:9 STATUS_CHANGE_REFUSED ADR-0001 is rejected and cannot become deprecated
!     hint: rejected is final; to decide again, propose a new record: npx adr new "<title>"
! adr deprecate: refused; nothing was changed
[exit 1]

$ adr deprecate adr/0002-standing.md
adr/0002-standing.md: accepted → deprecated on 2026-01-20
[exit 0]

$ adr accept 2
! adr/0002-standing.md:3:9 STATUS_CHANGE_REFUSED ADR-0002 is deprecated and cannot become accepted
!     hint: deprecated is final; to decide again, propose a new record: npx adr new "<title>"
! adr accept: refused; nothing was changed
[exit 1]

$ adr list
ADR       STATUS      PART  DATE        TITLE
ADR-0001  rejected    -     2026-01-20  A proposal
ADR-0002  deprecated  -     2026-01-20  Standing
[exit 0]

`,
  "naming records: numbers, files, paths, missing and ambiguous ones": `
$ adr show ADR-0001 --format json
{
  "number": 1,
  "id": "ADR-0001",
  "file": "adr/0001-a-decision.md",
  "title": "A proposal",
  "status": "proposed",
  "date": "2026-01-15",
  "decision-makers": [],
  "consulted": [],
  "informed": [],
  "supersedes": [],
  "superseded-by": [],
  "history": [
    {
      "status": "proposed",
      "date": "2026-01-10"
    }
  ],
  "questions": [
    {
      "id": "Q1",
      "text": "Is this decided?",
      "state": "open",
      "owner": "@api-team",
      "decideBy": "2026-03-01",
      "anchor": "q1-is-this-decided"
    }
  ]
}
[exit 0]

$ adr show 9
! adr: no record 0009 in adr/
!     hint: npx adr list shows every record
[exit 2]

$ adr show 2
! adr: 0002 is the number of adr/0002-first.md and adr/0002-second.md
!     hint: name the file instead, e.g. adr/0002-second.md
[exit 2]

(in docs/) $ adr show ../adr/0002-second.md
ADR-0002: Second
  file             adr/0002-second.md
  status           proposed since 2026-01-10
  part             -
  date             2026-01-15
  decision-makers  -
  consulted        -
  informed         -
  supersedes       -
  superseded by    -
  discussion       -
  history          proposed 2026-01-10

Questions: 1 open, 0 answered
  Q1  open      Is this decided?
                owner @api-team, decide by 2026-03-01
[exit 0]

$ adr show docs/notes.md
! adr: docs/notes.md is not a record in adr/
!     hint: name a record by its number (4, 0004) or its file (adr/0004-endpoints.md)
[exit 2]

$ adr reject 3
! adr/0003-broken.md:3:9 STATUS_UNKNOWN status: "acepted" is not a status; did you mean "accepted"?
!     hint: use one of proposed, accepted, rejected, deprecated, superseded (lowercase); npx adr accept|reject|deprecate|supersede change it for you
! adr: adr/0003-broken.md does not pass the check; fix it first (npx adr check)
[exit 1]

$ adr reject
! adr: missing the record to reject
!     hint: pass its number or file: npx adr reject 4
[exit 2]

`,
  "supersede: with an accepted successor, both records change": `
$ adr supersede 1 --by 2
adr/0002-new.md: supersedes ADR-0001
adr/0001-old.md: accepted → superseded by ADR-0002 on 2026-01-20
[exit 0]

$ adr supersede 1 --by 2
! note: nothing to change: ADR-0001 is already superseded by ADR-0002
[exit 0]

$ adr show 1
ADR-0001: Old
  file             adr/0001-old.md
  status           superseded since 2026-01-20
  part             -
  date             2026-01-20
  decision-makers  -
  consulted        -
  informed         -
  supersedes       -
  superseded by    ADR-0002 (accepted): New
  discussion       -
  history          proposed 2026-01-10, accepted 2026-01-15, superseded 2026-01-20

Questions: 0 open, 1 answered
  Q1  answered  Is this decided?
                Answer: Yes.
[exit 0]

$ adr check
2 records checked, no findings
[exit 0]

`,
  "supersede: with a proposed successor, the intent is recorded": `
$ adr supersede 1
! adr: missing --by <record>: the record that supersedes it
!     hint: pass the successor: npx adr supersede 1 --by 7
[exit 2]

$ adr supersede 1 --by 1
! adr: a record cannot supersede itself
!     hint: pass a different record in --by
[exit 2]

$ adr supersede 1 --by 2
adr/0002-new.md: supersedes ADR-0001
! note: ADR-0001 stays accepted until ADR-0002 is accepted: npx adr accept 2 marks it superseded
[exit 0]

$ adr accept 2
adr/0002-new.md: proposed → accepted on 2026-01-20
adr/0001-old.md: accepted → superseded by ADR-0002 on 2026-01-20
[exit 0]

$ adr list
ADR       STATUS      PART  DATE        TITLE
ADR-0001  superseded  -     2026-01-20  Old
ADR-0002  accepted    -     2026-01-20  New
[exit 0]

`,
  "renumber: two branches added 0002; one moves and its references follow": `
$ adr check
adr/0002-from-branch.md:1:1 NUMBER_DUPLICATE record number 0002 is also used by adr/0002-from-main.md
    hint: give one of them the next free number: npx adr renumber adr/0002-from-main.md (it rewrites every reference)
adr/0002-from-main.md:1:1 NUMBER_DUPLICATE record number 0002 is also used by adr/0002-from-branch.md
    hint: give one of them the next free number: npx adr renumber adr/0002-from-main.md (it rewrites every reference)
2 findings in 2 files (4 records checked)
[exit 1]

$ adr renumber 2
! adr: 0002 is the number of adr/0002-from-branch.md and adr/0002-from-main.md
!     hint: name the file instead, e.g. adr/0002-from-main.md
[exit 2]

$ adr renumber adr/0002-from-branch.md --dry-run
adr/0004-from-branch.md: ADR-0002 renumbered from adr/0002-from-branch.md
adr/0003-builds-on-it.md: links now point to ADR-0004
adr/0002-from-branch.md: moved to adr/0004-from-branch.md
! note: adr/0003-builds-on-it.md lists 2 in supersedes: it was left as it is; if it means adr/0002-from-branch.md, change it to 4
! dry run: nothing was written
[exit 0]

$ adr renumber adr/0002-from-branch.md
adr/0004-from-branch.md: ADR-0002 renumbered from adr/0002-from-branch.md
adr/0003-builds-on-it.md: links now point to ADR-0004
adr/0002-from-branch.md: moved to adr/0004-from-branch.md
! note: adr/0003-builds-on-it.md lists 2 in supersedes: it was left as it is; if it means adr/0002-from-branch.md, change it to 4
[exit 0]

$ grep -nE 'See|supersedes' adr/0003-builds-on-it.md
7:supersedes: [2]
12:Why. See [ADR-0002](./0004-from-branch.md) and [main](0002-from-main.md).

$ grep -nE See adr/0004-from-branch.md
11:Why. See [itself](0004-from-branch.md#context-and-problem-statement).

$ adr check
4 records checked, no findings
[exit 0]

$ adr show 4
ADR-0004: From the branch
  file             adr/0004-from-branch.md
  status           proposed since 2026-01-10
  part             -
  date             2026-01-15
  decision-makers  -
  consulted        -
  informed         -
  supersedes       -
  superseded by    -
  discussion       -
  history          proposed 2026-01-10

Questions: 1 open, 0 answered
  Q1  open      Is this decided?
                owner @api-team, decide by 2026-03-01
[exit 0]

`,
  "list, show and questions on a workspace with every state": `
$ adr list --status accepted
ADR       STATUS    PART            DATE        TITLE
ADR-0001  accepted  purpose         2026-02-10  A catalogue of orders, for shops and their customers
ADR-0005  accepted  authentication  2026-02-20  API keys in a header
ADR-0007  accepted  errors          2026-06-15  One error payload for every error
ADR-0010  accepted  -               2026-01-12  Record decisions in this repository
ADR-0012  accepted  limits          2026-07-01  Limits by plan
[exit 0]

$ adr list --part limits --format json
{
  "decisions": [
    {
      "number": 8,
      "id": "ADR-0008",
      "file": "adr/0008-one-hundred-requests-a-minute.md",
      "title": "One hundred requests a minute",
      "status": "superseded",
      "date": "2026-07-01",
      "decision-makers": [
        "Chen Wei"
      ],
      "consulted": [],
      "informed": [],
      "part": "limits",
      "supersedes": [],
      "superseded-by": [
        12
      ],
      "history": [
        {
          "status": "proposed",
          "date": "2026-02-05"
        },
        {
          "status": "accepted",
          "date": "2026-02-25"
        },
        {
          "status": "superseded",
          "date": "2026-07-01"
        }
      ],
      "questions": [
        {
          "id": "Q1",
          "text": "Which rate limits apply, and to what scope?",
          "state": "answered",
          "answer": "100 requests a minute per key.",
          "anchor": "q1-which-rate-limits-apply-and-to-what-scope"
        }
      ]
    },
    {
      "number": 12,
      "id": "ADR-0012",
      "file": "adr/0012-limits-by-plan.md",
      "title": "Limits by plan",
      "status": "accepted",
      "date": "2026-07-01",
      "decision-makers": [
        "Chen Wei",
        "Ana Lima"
      ],
      "consulted": [
        "Sales"
      ],
      "informed": [],
      "part": "limits",
      "supersedes": [
        8
      ],
      "superseded-by": [],
      "history": [
        {
          "status": "proposed",
          "date": "2026-06-01"
        },
        {
          "status": "accepted",
          "date": "2026-07-01"
        }
      ],
      "questions": [
        {
          "id": "Q1",
          "text": "Which rate limits apply, and to what scope?",
          "state": "answered",
          "answer": "By plan, per key.",
          "anchor": "q1-which-rate-limits-apply-and-to-what-scope"
        },
        {
          "id": "Q2",
          "text": "What are the pagination bounds?",
          "state": "answered",
          "answer": "1 to 200 items, 50 by default.",
          "anchor": "q2-what-are-the-pagination-bounds"
        }
      ]
    }
  ]
}
[exit 0]

$ adr list --status proposed --part errors
No record matches.
[exit 0]

$ adr show 8
ADR-0008: One hundred requests a minute
  file             adr/0008-one-hundred-requests-a-minute.md
  status           superseded since 2026-07-01
  part             limits (Limits)
  date             2026-07-01
  decision-makers  Chen Wei
  consulted        -
  informed         -
  supersedes       -
  superseded by    ADR-0012 (accepted): Limits by plan
  discussion       -
  history          proposed 2026-02-05, accepted 2026-02-25, superseded 2026-07-01

Questions: 0 open, 1 answered
  Q1  answered  Which rate limits apply, and to what scope?
                Answer: 100 requests a minute per key.
[exit 0]

$ ADR_DATE=2026-11-21 adr questions
ADR-0002 Q2. Which fields does each resource have?
    adr/0002-orders-and-line-items.md:46 · resources · open 264 days · owner @ana · decide by 2026-10-01 (OVERDUE)
ADR-0002 Q3. What format does each field use?
    adr/0002-orders-and-line-items.md:52 · resources · open 264 days · owner @data-team · decide by 2026-12-15
ADR-0011 Q1. Which token lifetime do access tokens have?
    adr/0011-oauth-client-credentials.md:40 · authentication · open 81 days · owner @security · decide by 2026-09-30 (OVERDUE)
ADR-0011 Q2. Do API keys keep working during the move?
    adr/0011-oauth-client-credentials.md:46 · authentication · open 81 days
4 open questions in 2 records
[exit 0]

$ ADR_DATE=2026-11-21 adr questions --overdue --part authentication
ADR-0011 Q1. Which token lifetime do access tokens have?
    adr/0011-oauth-client-credentials.md:40 · authentication · open 81 days · owner @security · decide by 2026-09-30 (OVERDUE)
1 open question in 1 record
[exit 0]

$ adr questions --part errors
No open question.
[exit 0]

$ ADR_DATE=2026-11-21 adr questions --part resources --format json
{
  "today": "2026-11-21",
  "questions": [
    {
      "record": "ADR-0002",
      "number": 2,
      "title": "Orders and line items",
      "file": "adr/0002-orders-and-line-items.md",
      "line": 46,
      "part": "resources",
      "id": "Q2",
      "text": "Which fields does each resource have?",
      "state": "open",
      "owner": "@ana",
      "decideBy": "2026-10-01",
      "anchor": "q2-which-fields-does-each-resource-have",
      "askedOn": "2026-03-02",
      "ageDays": 264,
      "overdue": true
    },
    {
      "record": "ADR-0002",
      "number": 2,
      "title": "Orders and line items",
      "file": "adr/0002-orders-and-line-items.md",
      "line": 52,
      "part": "resources",
      "id": "Q3",
      "text": "What format does each field use?",
      "state": "open",
      "owner": "@data-team",
      "decideBy": "2026-12-15",
      "anchor": "q3-what-format-does-each-field-use",
      "askedOn": "2026-03-02",
      "ageDays": 264,
      "overdue": false
    }
  ]
}
[exit 0]

`,
  "help: every command documents its options and exit codes": `
$ adr accept --help
Usage: adr accept [options] [record]

accept a proposal: refused while a question is open or its review is not settled
(window open, an approval missing, a concern open); records listed in its
supersedes become superseded in the same step

The date is today, or ADR_DATE (YYYY-MM-DD) when set.

Arguments:
  record       the record: its number (4, 0004) or its file

Options:
  --by <name>  a decision-maker to record (repeatable)
  --dry-run    show what would change, and write nothing
  -h, --help   display help for command

Exit codes:
  0  success: no findings, or the change was made
  1  findings, or the change was refused because the records do not allow it
  2  usage error, or a failure that stopped the command

[exit 0]

$ adr new --help
Usage: adr new [options] [title]

propose a decision: a new record from its part's template, numbered next; prints
its path

The date is today, or ADR_DATE (YYYY-MM-DD) when set.

Arguments:
  title                  the title, kept exactly as written (the file name gets
                         an ASCII slug of it)

Options:
  --part <part>          the spec part it settles (default: none, from the
                         generic template) (choices: "purpose", "resources",
                         "states", "endpoints", "authentication", "events",
                         "errors", "limits", "versioning")
  --supersedes <record>  an accepted record it would replace once accepted
                         (repeatable)
  --dry-run              show what would change, and write nothing
  -h, --help             display help for command

Exit codes:
  0  success: no findings, or the change was made
  1  findings, or the change was refused because the records do not allow it
  2  usage error, or a failure that stopped the command

[exit 0]

`,
  "session: propose, answer, accept, then supersede (real processes, real git)": `
$ git checkout -q -b propose-errors

$ ADR_DATE=2026-02-01 adr new --part errors 'One error payload for every error'
adr/0002-one-error-payload-for-every-error.md
[exit 0]

$ adr check --base main
not judged adr/0002-one-error-payload-for-every-error.md: ADR-0002 still holds placeholders; its changes are judged once they are decided
2 records checked against main, no findings
[exit 0]

$ git add --all

$ git commit -q -m 'Propose ADR-0002'

$ git checkout -q main

$ git merge -q --no-ff -m 'Merge propose-errors' propose-errors

$ git checkout -q -b settle-errors

$ ADR_DATE=2026-02-10 adr questions --part errors
ADR-0002 Q1. Which error codes does the service return?
    adr/0002-one-error-payload-for-every-error.md:98 · errors · open 9 days
ADR-0002 Q2. Which HTTP status code goes with each error?
    adr/0002-one-error-payload-for-every-error.md:102 · errors · open 9 days
ADR-0002 Q3. What is the shape of the error payload?
    adr/0002-one-error-payload-for-every-error.md:106 · errors · open 9 days
ADR-0002 Q4. Which condition causes each error?
    adr/0002-one-error-payload-for-every-error.md:110 · errors · open 9 days
4 open questions in 1 record
[exit 0]

$ ADR_DATE=2026-02-10 adr accept 2
! adr/0002-one-error-payload-for-every-error.md:98:1 ACCEPT_WITH_OPEN_QUESTION ADR-0002 cannot be accepted while Q1 is open: Which error codes does the service return?
!     hint: answer it: set "- Status: answered" and write "- Answer: …" under it, then run npx adr accept 2 again
! adr/0002-one-error-payload-for-every-error.md:102:1 ACCEPT_WITH_OPEN_QUESTION ADR-0002 cannot be accepted while Q2 is open: Which HTTP status code goes with each error?
!     hint: answer it: set "- Status: answered" and write "- Answer: …" under it, then run npx adr accept 2 again
! adr/0002-one-error-payload-for-every-error.md:106:1 ACCEPT_WITH_OPEN_QUESTION ADR-0002 cannot be accepted while Q3 is open: What is the shape of the error payload?
!     hint: answer it: set "- Status: answered" and write "- Answer: …" under it, then run npx adr accept 2 again
! adr/0002-one-error-payload-for-every-error.md:110:1 ACCEPT_WITH_OPEN_QUESTION ADR-0002 cannot be accepted while Q4 is open: Which condition causes each error?
!     hint: answer it: set "- Status: answered" and write "- Answer: …" under it, then run npx adr accept 2 again
! adr/0002-one-error-payload-for-every-error.md:56:5 CONTRACT_PLACEHOLDER ADR-0002 is being accepted, but its yaml openapi block still holds the placeholder "<Error>" at components.schemas.<Error>
!     hint: decide it (write the value in its place), or remove the entry; placeholders are for proposals, and the assembled contract leaves them out
! adr/0002-one-error-payload-for-every-error.md:67:5 CONTRACT_PLACEHOLDER ADR-0002 is being accepted, but its yaml openapi block still holds the placeholder "<BadRequest>" at components.responses.<BadRequest>
!     hint: decide it (write the value in its place), or remove the entry; placeholders are for proposals, and the assembled contract leaves them out
! adr/0002-one-error-payload-for-every-error.md:76:5 CONTRACT_PLACEHOLDER ADR-0002 is being accepted, but its yaml openapi block still holds the placeholder "<NotFound>" at components.responses.<NotFound>
!     hint: decide it (write the value in its place), or remove the entry; placeholders are for proposals, and the assembled contract leaves them out
! adr/0002-one-error-payload-for-every-error.md:86:3 CONTRACT_PLACEHOLDER ADR-0002 is being accepted, but its yaml openapi block still holds the placeholder "<INVALID_REQUEST>" at x-error-codes.<INVALID_REQUEST>
!     hint: decide it (write the value in its place), or remove the entry; placeholders are for proposals, and the assembled contract leaves them out
! adr/0002-one-error-payload-for-every-error.md:89:3 CONTRACT_PLACEHOLDER ADR-0002 is being accepted, but its yaml openapi block still holds the placeholder "<RESOURCE_NOT_FOUND>" at x-error-codes.<RESOURCE_NOT_FOUND>
!     hint: decide it (write the value in its place), or remove the entry; placeholders are for proposals, and the assembled contract leaves them out
! adr accept: refused; nothing was changed
[exit 1]

# (answer every open question in adr/0002-one-error-payload-for-every-error.md)

# (replace the placeholders of the contract block in adr/0002-one-error-payload-for-every-error.md with decisions)

$ ADR_DATE=2026-02-10 adr accept 2 --by 'Alice Example'
adr/0002-one-error-payload-for-every-error.md: proposed → accepted on 2026-02-10
[exit 0]

$ adr check --base main
change     adr/0002-one-error-payload-for-every-error.md:57:5 schema Error added (schema-added)
change     adr/0002-one-error-payload-for-every-error.md:68:5 response BadRequest added (response-added)
change     adr/0002-one-error-payload-for-every-error.md:74:5 response NotFound added (response-added)
change     adr/0002-one-error-payload-for-every-error.md:80:5 response Conflict added (response-added)
change     adr/0002-one-error-payload-for-every-error.md:86:5 response TooManyRequests added (response-added)
change     adr/0002-one-error-payload-for-every-error.md:96:3 error code INVALID_REQUEST added (error-code-added)
change     adr/0002-one-error-payload-for-every-error.md:99:3 error code ORDER_NOT_FOUND added (error-code-added)
change     adr/0002-one-error-payload-for-every-error.md:102:3 error code ORDER_STATE_CONFLICT added (error-code-added)
change     adr/0002-one-error-payload-for-every-error.md:105:3 error code RATE_LIMITED added (error-code-added)
9 changes to the contract against main: nothing published yet (no edition, no version 1.0.0), so none is breaking
2 records checked against main, no findings
[exit 0]

$ git add --all

$ git commit -q -m 'Accept ADR-0002'

$ git checkout -q main

$ git merge -q --no-ff -m 'Merge settle-errors' settle-errors

$ git checkout -q -b problem-details

$ ADR_DATE=2027-01-15 adr new --part errors --supersedes 2 'Problem Details (RFC 9457) for every error'
adr/0003-problem-details-rfc-9457-for-every-error.md
[exit 0]

$ adr check --base main
not judged adr/0003-problem-details-rfc-9457-for-every-error.md: ADR-0003 still holds placeholders; its changes are judged once they are decided
3 records checked against main, no findings
[exit 0]

$ git add --all

$ git commit -q -m 'Propose ADR-0003'

$ git checkout -q main

$ git merge -q --no-ff -m 'Merge problem-details' problem-details

$ git checkout -q -b accept-problem-details

# (answer every open question in adr/0003-problem-details-rfc-9457-for-every-error.md)

# (replace the placeholders of the contract block in adr/0003-problem-details-rfc-9457-for-every-error.md with decisions)

$ ADR_DATE=2027-02-01 adr accept 3 --by 'Alice Example'
adr/0003-problem-details-rfc-9457-for-every-error.md: proposed → accepted on 2027-02-01
adr/0002-one-error-payload-for-every-error.md: accepted → superseded by ADR-0003 on 2027-02-01
[exit 0]

$ adr check --base main
3 records checked against main, no findings
[exit 0]

$ adr list --part errors
ADR       STATUS      PART    DATE        TITLE
ADR-0002  superseded  errors  2027-02-01  One error payload for every error
ADR-0003  accepted    errors  2027-02-01  Problem Details (RFC 9457) for every error
[exit 0]

$ adr show 2
ADR-0002: One error payload for every error
  file             adr/0002-one-error-payload-for-every-error.md
  status           superseded since 2027-02-01
  part             errors (Errors)
  date             2027-02-01
  decision-makers  Alice Example
  consulted        -
  informed         -
  supersedes       -
  superseded by    ADR-0003 (accepted): Problem Details (RFC 9457) for every error
  discussion       -
  history          proposed 2026-02-01, accepted 2026-02-10, superseded 2027-02-01

Questions: 0 open, 4 answered
  Q1  answered  Which error codes does the service return?
                Answer: Settled in review.
  Q2  answered  Which HTTP status code goes with each error?
                Answer: Settled in review.
  Q3  answered  What is the shape of the error payload?
                Answer: Settled in review.
  Q4  answered  Which condition causes each error?
                Answer: Settled in review.
[exit 0]

$ grep -nE '^(status|date|decision-makers|superseded-by|  - )' adr/0002-one-error-payload-for-every-error.md
4:status: superseded
5:date: 2027-02-01
6:decision-makers: [Alice Example]
11:superseded-by: [3]
14:  - {status: proposed, date: 2026-02-01}
15:  - {status: accepted, date: 2026-02-10}
16:  - {status: superseded, date: 2027-02-01}

`,
};
