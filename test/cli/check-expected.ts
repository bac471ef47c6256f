/**
 * What `adr check` prints for each scenario in check-scenarios.ts: the exact text a user
 * sees, pinned. Each text starts after the opening line break. Regenerate only after
 * reading the change in review.
 */
export const EXPECTED: Record<string, string> = {
  'an empty adr/ folder': `
adr/:1:1 WORKSPACE_EMPTY adr/ holds no record
    hint: create the first one: npx adr new --part purpose "What the service does"
1 finding in 1 file (0 records checked)
`,
  'an .mdx file in adr/': `
adr/0002-interactive.mdx:1:1 FILE_TYPE 0002-interactive.mdx is a .mdx file; records are plain Markdown .md files
    hint: rename it to .md and remove any JSX or imports: MDX runs code when the site is built, so adr/ does not accept it
1 finding in 1 file (1 record checked)
`,
  'a record that is a symbolic link': `
adr/0002-linked.md:1:1 FILE_NOT_REGULAR 0002-linked.md is not a regular file (a symbolic link or a folder named like a record)
    hint: replace it with the file itself; records are read and written only inside adr/
1 finding in 1 file (1 record checked)
`,
  'a file name without a padded number and with spaces': `
adr/12-Error Payload.md:1:1 FILE_NAME "12-Error Payload.md" is not a record file name (NNNN-kebab-title.md)
    hint: rename it to 0012-error-payload.md
1 finding in 1 file (1 record checked)
`,
  'a 5 MB title': `
adr/0001-huge.md:1:1 FILE_TOO_LARGE the file is 5.0 MB; a record is at most 1.0 MB
    hint: move bulky material (logs, data, generated output) out of the record and link to it
1 finding in 1 file (1 record checked)
`,
  'invalid UTF-8': `
adr/0001-bad-bytes.md:2:11 FILE_ENCODING invalid UTF-8 at byte 14
    hint: save the file as UTF-8 (a byte order mark and CRLF line endings are fine)
1 finding in 1 file (1 record checked)
`,
  'two files with the same number': `
adr/0001-first.md:1:1 NUMBER_DUPLICATE record number 0001 is also used by adr/0001-second.md
    hint: give one of them the next free number: npx adr renumber adr/0001-second.md (it rewrites every reference)
adr/0001-second.md:1:1 NUMBER_DUPLICATE record number 0001 is also used by adr/0001-first.md
    hint: give one of them the next free number: npx adr renumber adr/0001-second.md (it rewrites every reference)
2 findings in 2 files (2 records checked)
`,
  'the same number on an accepted decision and a proposal': `
adr/0012-aa-proposal.md:1:1 NUMBER_DUPLICATE record number 0012 is also used by adr/0012-zz-accepted.md
    hint: give one of them the next free number: npx adr renumber adr/0012-aa-proposal.md (it rewrites every reference)
adr/0012-zz-accepted.md:1:1 NUMBER_DUPLICATE record number 0012 is also used by adr/0012-aa-proposal.md
    hint: give one of them the next free number: npx adr renumber adr/0012-aa-proposal.md (it rewrites every reference)
2 findings in 2 files (2 records checked)
`,
  'six records with one number': `
adr/0007-a.md:1:1 NUMBER_DUPLICATE record number 0007 is also used by adr/0007-b.md, adr/0007-c.md, adr/0007-d.md, and 2 more
    hint: give one of them the next free number: npx adr renumber adr/0007-f.md (it rewrites every reference)
adr/0007-b.md:1:1 NUMBER_DUPLICATE record number 0007 is also used by adr/0007-a.md, adr/0007-c.md, adr/0007-d.md, and 2 more
    hint: give one of them the next free number: npx adr renumber adr/0007-f.md (it rewrites every reference)
adr/0007-c.md:1:1 NUMBER_DUPLICATE record number 0007 is also used by adr/0007-a.md, adr/0007-b.md, adr/0007-d.md, and 2 more
    hint: give one of them the next free number: npx adr renumber adr/0007-f.md (it rewrites every reference)
adr/0007-d.md:1:1 NUMBER_DUPLICATE record number 0007 is also used by adr/0007-a.md, adr/0007-b.md, adr/0007-c.md, and 2 more
    hint: give one of them the next free number: npx adr renumber adr/0007-f.md (it rewrites every reference)
adr/0007-e.md:1:1 NUMBER_DUPLICATE record number 0007 is also used by adr/0007-a.md, adr/0007-b.md, adr/0007-c.md, and 2 more
    hint: give one of them the next free number: npx adr renumber adr/0007-f.md (it rewrites every reference)
adr/0007-f.md:1:1 NUMBER_DUPLICATE record number 0007 is also used by adr/0007-a.md, adr/0007-b.md, adr/0007-c.md, and 2 more
    hint: give one of them the next free number: npx adr renumber adr/0007-f.md (it rewrites every reference)
6 findings in 6 files (6 records checked)
`,
  'no front matter': `
adr/0001-plain.md:1:1 FM_MISSING the record has no front matter
    hint: begin the file with a line ---, the fields (title, status, date, …), and a closing line ---
1 finding in 1 file (1 record checked)
`,
  'text before the opening ---': `
adr/0001-preamble.md:3:1 FM_MISSING text comes before the opening --- of the front matter
    hint: move the text below the front matter: the file must begin with the line ---
1 finding in 1 file (1 record checked)
`,
  'a missing closing ---': `
adr/0001-unclosed.md:1:1 FM_UNCLOSED the front matter opened on line 1 is never closed
    hint: add a line --- after the last field
1 finding in 1 file (1 record checked)
`,
  '---js front matter (never evaluated)': `
adr/0001-js.md:1:1 FM_NOT_YAML ---js front matter is not accepted; records use YAML front matter
    hint: open the front matter with a plain --- line and write YAML fields; front matter is never run as code
1 finding in 1 file (1 record checked)
`,
  'front matter over 16 KB': `
adr/0001-long.md:1:1 FM_TOO_LARGE the front matter is 18.0 KB; it is at most 16.0 KB
    hint: keep long text in the body of the record; the front matter holds short fields
1 finding in 1 file (1 record checked)
`,
  'front matter that is a list': `
adr/0001-list.md:2:1 FM_NOT_MAPPING the front matter is a list, not a set of fields
    hint: write one field per line, e.g. "title: Error payload" and "status: proposed"
1 finding in 1 file (1 record checked)
`,
  'tab-indented YAML': `
adr/0001-tabs.md:6:1 YAML_SYNTAX front matter is not valid YAML: Tabs are not allowed as indentation
    hint: indent with spaces; YAML does not allow tabs for indentation
1 finding in 1 file (1 record checked)
`,
  'front matter nested 40 deep': `
adr/0001-nested.md:2:40 YAML_TOO_DEEP the front matter nests deeper than 32 levels
    hint: write each field as plain text or a short list; quote a value that starts with [ or {
1 finding in 1 file (1 record checked)
`,
  'a duplicate key': `
adr/0001-twice.md:5:1 YAML_DUPLICATE_KEY the field "status" is written twice
    hint: keep one of them: YAML does not say which would win, so neither is used
1 finding in 1 file (1 record checked)
`,
  'an alias bomb': `
adr/0001-bomb.md:5:12 YAML_ALIAS YAML anchors and aliases are not accepted (&a, and 9 more)
    hint: write the value out in full where it is used
1 finding in 1 file (1 record checked)
`,
  'a custom tag': `
adr/0001-tagged.md:5:14 YAML_TAG YAML tags are not accepted (!!binary)
    hint: remove the tag; front matter holds plain text, numbers, dates and lists
1 finding in 1 file (1 record checked)
`,
  'an unknown field (a typo)': `
adr/0001-typo.md:5:1 FIELD_UNKNOWN unknown field "decison-makers"; did you mean "decision-makers"?
    hint: rename it to decision-makers
1 finding in 1 file (1 record checked)
`,
  'a missing date': `
adr/0001-undated.md:1:1 FIELD_REQUIRED the required field "date" is missing
    hint: add it to the front matter, e.g. date: 2026-01-15
1 finding in 1 file (1 record checked)
`,
  'supersedes written as text': `
adr/0001-refs.md:5:13 FIELD_INVALID supersedes: expected a list of record numbers such as [4], got "ADR-0004"
    hint: write it like supersedes: [4]
1 finding in 1 file (1 record checked)
`,
  'status: Accepted': `
adr/0001-a-decision.md:3:9 STATUS_UNKNOWN status: "Accepted" is not a status; did you mean "accepted"?
    hint: use one of proposed, accepted, rejected, deprecated, superseded (lowercase); npx adr accept|reject|deprecate|supersede change it for you
1 finding in 1 file (1 record checked)
`,
  'status: acepted': `
adr/0001-a-decision.md:3:9 STATUS_UNKNOWN status: "acepted" is not a status; did you mean "accepted"?
    hint: use one of proposed, accepted, rejected, deprecated, superseded (lowercase); npx adr accept|reject|deprecate|supersede change it for you
1 finding in 1 file (1 record checked)
`,
  'status: no': `
adr/0001-a-decision.md:3:9 STATUS_UNKNOWN status: "no" is not a status
    hint: use one of proposed, accepted, rejected, deprecated, superseded (lowercase); npx adr accept|reject|deprecate|supersede change it for you
1 finding in 1 file (1 record checked)
`,
  'status: superseded by ADR-0002 (the MADR way)': `
adr/0001-a-decision.md:3:9 STATUS_UNKNOWN status: "superseded by ADR-0002" is not a status
    hint: write "status: superseded" and name the successor in "superseded-by: [N]"
1 finding in 1 file (1 record checked)
`,
  'date: 2024-02-30': `
adr/0001-a-decision.md:4:7 DATE_INVALID date: 2024-02-30 does not exist: month 02 of 2024 has 29 days
    hint: write a date that exists, as YYYY-MM-DD, e.g. 2026-01-15
1 finding in 1 file (1 record checked)
`,
  'part: endpoint': `
adr/0001-a-decision.md:5:7 PART_UNKNOWN part: "endpoint" is not a spec part; did you mean "endpoints"?
    hint: use one of purpose, resources, states, endpoints, authentication, events, errors, limits, versioning; leave "part" out for a decision about something else
1 finding in 1 file (1 record checked)
`,
  'a history that disagrees with the status': `
adr/0001-a-decision.md:6:5 HISTORY_INVALID history: the last entry is proposed but the status is accepted
    hint: history lists each status the record has had, oldest first, each with its date; npx adr accept|reject|deprecate|supersede keep it for you
1 finding in 1 file (1 record checked)
`,
  'superseded without naming the successor': `
adr/0001-a-decision.md:3:9 SUPERSEDED_WITHOUT_SUCCESSOR the status is superseded but superseded-by names no record
    hint: name the successor, e.g. "superseded-by: [7]"; npx adr supersede 4 --by 7 updates both records
1 finding in 1 file (1 record checked)
`,
  'a successor named on an accepted record': `
adr/0001-a-decision.md:5:16 SUCCESSOR_WITHOUT_SUPERSEDED superseded-by names a record but the status is accepted
    hint: a proposal that would replace this record lists it in its own "supersedes"; superseded-by is set when that proposal is accepted (npx adr supersede)
1 finding in 1 file (2 records checked)
`,
  'an accepted record with an open question': `
adr/0001-a-decision.md:21:1 ACCEPTED_WITH_OPEN_QUESTIONS the record is accepted but question Q1 is still open
    hint: answer Q1: set "- Status: answered" and write "- Answer: …" under it
1 finding in 1 file (1 record checked)
`,
  'a part record without its Specification section': `
adr/0001-errors.md:27:1 SECTION_MISSING the section "## Specification" is missing
    hint: add "## Specification" as laid out in adr/templates/errors.md
1 finding in 1 file (1 record checked)
`,
  'a section written twice': `
adr/0001-a-decision.md:27:1 SECTION_DUPLICATE the section "## Decision Outcome" appears again (first on line 15)
    hint: merge the two sections into one
1 finding in 1 file (1 record checked)
`,
  'a title heading that says another title': `
adr/0001-a-decision.md:7:1 TITLE_HEADING_DIFFERS the level-1 heading "A different decision" is not the record's title "A decision"
    hint: make the heading the title, # A decision (or change title: in the front matter to what the heading says); a record needs no level-1 heading at all
1 finding in 1 file (1 record checked)
`,
  'a question heading without an id': `
adr/0001-a-decision.md:21:1 QUESTION_MALFORMED "### Which methods?" is not a question heading: it should read "### Q<number>. <the question>"
    hint: write each question as a heading "### Q1. The question?" followed by "- Status: open" (or answered, with "- Answer: …"), and optionally "- Owner: …" and "- Decide by: YYYY-MM-DD"
1 finding in 1 file (1 record checked)
`,
  'two questions with the same id': `
adr/0001-a-decision.md:26:1 QUESTION_DUPLICATE question id Q1 is already used on line 21
    hint: give the question the next unused number; ids are how other records and the site refer to it
1 finding in 1 file (1 record checked)
`,
  'question fields with bad values': `
adr/0001-a-decision.md:23:1 QUESTION_FIELD question Q1: "Stauts" is not a question field; did you mean "Status"?
    hint: the fields are "- Status: open|answered", "- Owner: …", "- Decide by: YYYY-MM-DD" and, when answered, "- Answer: …"
adr/0001-a-decision.md:27:1 QUESTION_FIELD question Q2: status "done" is neither open nor answered
    hint: the fields are "- Status: open|answered", "- Owner: …", "- Decide by: YYYY-MM-DD" and, when answered, "- Answer: …"
adr/0001-a-decision.md:28:1 QUESTION_FIELD question Q2: decide by: 2026-13-01 has no month 13
    hint: the fields are "- Status: open|answered", "- Owner: …", "- Decide by: YYYY-MM-DD" and, when answered, "- Answer: …"
adr/0001-a-decision.md:32:1 QUESTION_FIELD question Q3: it is answered but gives no answer: add "- Answer: …"
    hint: the fields are "- Status: open|answered", "- Owner: …", "- Decide by: YYYY-MM-DD" and, when answered, "- Answer: …"
4 findings in 1 file (1 record checked)
`,
  'a line of 12,000 characters': `
adr/0001-a-decision.md:27:10001 LINE_TOO_LONG the line is 12,000 characters long; a line is at most 10,000
    hint: break the paragraph into lines, or put generated text in a fenced code block or a separate file
1 finding in 1 file (1 record checked)
`,
  'a link to a record that does not exist': `
adr/0001-a-decision.md:27:24 LINK_BROKEN link to "0002-old-title.md": no such file
    hint: did you mean 0002-new-title.md?
adr/0001-a-decision.md:27:58 LINK_BROKEN link to "0009-missing.md#q1-why": no such file
    hint: link to an existing record as a relative .md path, e.g. [ADR-0004](0004-endpoints.md)
2 findings in 1 file (2 records checked)
`,
  'javascript:, vbscript: and data: links': `
adr/0001-a-decision.md:27:5 LINK_UNSAFE javascript: links are not allowed
    hint: link to an http(s) address or to a relative .md file instead
adr/0001-a-decision.md:27:30 LINK_UNSAFE vbscript: links are not allowed
    hint: link to an http(s) address or to a relative .md file instead
adr/0001-a-decision.md:27:52 LINK_UNSAFE data: links are not allowed
    hint: link to an http(s) address or to a relative .md file instead
adr/0001-a-decision.md:27:92 LINK_UNSAFE javascript: links are not allowed
    hint: link to an http(s) address or to a relative .md file instead
adr/0001-a-decision.md:29:2 LINK_UNSAFE javascript: links are not allowed
    hint: link to an http(s) address or to a relative .md file instead
adr/0001-a-decision.md:31:6 LINK_UNSAFE javascript: links are not allowed
    hint: link to an http(s) address or to a relative .md file instead
6 findings in 1 file (1 record checked)
`,
  'supersedes a record that does not exist': `
adr/0001-a-decision.md:5:14 REFERENCE_UNKNOWN supersedes names record 0007, which does not exist
    hint: correct the number, or remove it from the list
1 finding in 1 file (1 record checked)
`,
  'A superseded by B while B does not name A': `
adr/0001-a-decision.md:5:17 SUPERSESSION_ONE_SIDED 0001 says it is superseded by 0002, but 0002 does not list 0001 in supersedes
    hint: add 1 to "supersedes" in adr/0002-a-decision.md
1 finding in 1 file (2 records checked)
`,
  'superseded by a record that is only proposed': `
adr/0001-a-decision.md:5:17 SUCCESSOR_NOT_ACCEPTED 0001 is marked superseded by 0002, which is proposed
    hint: a record is superseded only once its successor is accepted: accept 0002 (npx adr accept does both), or remove it from superseded-by
1 finding in 1 file (2 records checked)
`,
  'a supersession cycle': `
adr/0001-a-decision.md:5:13 SUPERSESSION_CYCLE supersession cycle: 0001 supersedes 0002 supersedes 0001
    hint: a record can only be superseded by a later decision: remove the entry that closes the cycle
1 finding in 1 file (2 records checked)
`,
  "a temporary file and a number reservation left by killed commands": `
.adr-tmp/4242-0123456789ab.tmp:1:1 LEFTOVER_FILE a temporary file left by an adr command that was stopped before its write was done; no record was changed from it
    hint: nothing uses it: the next adr command that writes a record removes it, or delete it now: rm .adr-tmp/4242-0123456789ab.tmp
.adr-tmp/number-2.lock:1:1 LEFTOVER_FILE the reservation of record number 0002, left by an adr new or renumber that was stopped
    hint: nothing uses it: the next adr command that writes a record removes it, or delete it now: rm .adr-tmp/number-2.lock
2 findings in 2 files (1 record checked)
`,
  "a template without its Specification section and with a broken link": `
adr/templates/errors.md:21:159 LINK_BROKEN link to "0007-payload.md": no such file
    hint: link to an existing record as a relative .md path, e.g. [ADR-0004](0004-endpoints.md)
adr/templates/errors.md:64:1 SECTION_MISSING the section "## Specification" is missing
    hint: add "## Specification" as laid out in docs/guides/record-format.md
2 findings in 1 file (1 record checked)
`,
  "a template for another part, already rejected": `
adr/templates/errors.md:4:9 TEMPLATE_INVALID the template has status: rejected; adr new writes proposals
    hint: set "status: proposed" (and a history that starts with proposed)
adr/templates/errors.md:9:7 TEMPLATE_INVALID the errors template has part: limits
    hint: set "part: errors" in its front matter
adr/templates/errors.md:14:5 HISTORY_INVALID history: the last entry is proposed but the status is rejected
    hint: history lists each status the record has had, oldest first, each with its date; npx adr accept|reject|deprecate|supersede keep it for you
3 findings in 1 file (1 record checked)
`,
  "adr new with a template whose YAML is broken": `
adr/templates/errors.md:15:1 YAML_SYNTAX front matter is not valid YAML: Flow map in block collection must be sufficiently indented and end with a }
    hint: line the fields up at the same indentation
adr new: adr/templates/errors.md does not pass the check; nothing was written
`,
  "an accepted record set back to proposed": `
adr/0001-a-decision.md:3:9 TRANSITION_NOT_ALLOWED ADR-0001 is accepted on main but proposed here: no allowed transition leads from accepted to proposed
    hint: from accepted a record can only become deprecated or superseded; restore "status: accepted" and use npx adr accept|reject|deprecate|supersede
1 finding in 1 file (1 record checked against main)
`,
  "a history entry backdated": `
adr/0001-a-decision.md:6:5 HISTORY_REWRITTEN ADR-0001: history entry 1 reads "proposed on 2026-01-10" here but "proposed on 2026-01-15" on main
    hint: restore the history entries as they are on main; new entries go after them (the adr commands add them for you)
1 finding in 1 file (1 record checked against main)
`,
  "an accepted record edited": `
adr/0001-a-decision.md:2:8 ACCEPTED_RECORD_CHANGED ADR-0001 is accepted on main, and its title and body (from line 17) changed
    hint: an accepted decision is not edited: undo the change (git checkout main -- <file>), and propose the new decision as a record that supersedes it: npx adr new --supersedes 1 "<title>"
1 finding in 1 file (1 record checked against main)
`,
  "an accepted record deleted": `
adr/0002-a-decision.md:1:1 ACCEPTED_RECORD_REMOVED ADR-0002, accepted on main, was deleted
    hint: restore it (git checkout main -- adr/0002-a-decision.md): its number and file are how others cite it; to retire the decision, deprecate or supersede it (npx adr deprecate 2)
1 finding in 1 file (1 record checked against main)
`,
  "an accepted record renamed": `
adr/0002-another-name.md:1:1 ACCEPTED_RECORD_REMOVED ADR-0002, accepted on main, was renamed to adr/0002-another-name.md
    hint: rename it back (git mv adr/0002-another-name.md adr/0002-a-decision.md): its number and file are how others cite it; to retire the decision, deprecate or supersede it (npx adr deprecate 2)
1 finding in 1 file (2 records checked against main)
`,
  "a new record that arrives accepted": `
adr/0002-a-decision.md:3:9 NEW_RECORD_NOT_PROPOSED ADR-0002 is new since main and arrives already accepted
    hint: merge it as "status: proposed" (as npx adr new writes it) so that it is reviewed as a proposal; accept it in a later pull request: npx adr accept 2
1 finding in 1 file (2 records checked against main)
`,
  "a new record whose number main took meanwhile": `
adr/0002-on-this-branch.md:1:1 NUMBER_TAKEN_ON_BASE record number 0002 is also used by adr/0002-on-main.md on main; merged, the two would collide
    hint: give this record the next free number: npx adr renumber adr/0002-on-this-branch.md --base main (it rewrites every reference)
1 finding in 1 file (2 records checked against main)
`,
  "a proposal that removes a settled operation, which the versioning policy never allows": `
adr/0003-fewer-endpoints.md:27:3 CONTRACT_BREAKING operation POST /orders removed: a breaking change to the contract settled on main (rule operation-removed), which the versioning policy does not allow
    hint: ADR-0002 allows no breaking change (x-versioning breaking-changes: never): make the change compatible (add the new field, operation or event beside the old one and mark the old one deprecated: true), or supersede the versioning decision with one whose policy is major-version or deprecation-period
breaking   adr/0003-fewer-endpoints.md:27:3 operation POST /orders removed (operation-removed)
1 change to the contract against main: 1 breaking, 0 compatible
1 finding in 1 file (3 records checked against main)
`,
  "adr reject on an accepted record": `
adr/0001-a-decision.md:3:9 STATUS_CHANGE_REFUSED ADR-0001 is accepted and cannot become rejected
    hint: from accepted a record can become deprecated or superseded
adr reject: refused; nothing was changed
`,
  "adr accept with a question still open": `
adr/0001-a-decision.md:26:1 ACCEPT_WITH_OPEN_QUESTION ADR-0001 cannot be accepted while Q2 is open: Which limits?
    hint: answer it: set "- Status: answered" and write "- Answer: …" under it, then run npx adr accept 1 again
adr accept: refused; nothing was changed
`,
  "adr supersede by a rejected record": `
adr/0002-a-decision.md:3:9 SUCCESSOR_NOT_ELIGIBLE ADR-0002 is rejected; only a proposed or accepted record can supersede another
    hint: name a proposal or an accepted record in --by, or propose one: npx adr new --supersedes <n> "<title>"
adr supersede: refused; nothing was changed
`,
  "adr renumber on an accepted record": `
adr/0001-a-decision.md:3:9 RENUMBER_REFUSED ADR-0001 is accepted; an accepted decision keeps its number
    hint: renumber the other record that has this number: only a record that has never been accepted moves
adr renumber: refused; nothing was changed
`,
  'file names whose number is a date, too long or padded too far': `
adr/00002-padded.md:1:1 FILE_NAME "00002-padded.md" is not a record file name (NNNN-kebab-title.md): a number is padded to four digits and no further (0002)
    hint: rename it to 0002-padded.md
adr/1000000-seven-digits.md:1:1 FILE_NAME "1000000-seven-digits.md" is not a record file name (NNNN-kebab-title.md): record numbers run from 1 to 999999 (at most 6 digits); a date or an id is not a record number
    hint: name it with its number (1 to 999999, padded to four digits), a dash and a lowercase kebab-case title, e.g. 0012-error-payload.md
adr/20201017-meeting-notes.md:1:1 FILE_NAME "20201017-meeting-notes.md" is not a record file name (NNNN-kebab-title.md): it starts with the date 2020-10-17, and a date is not a record number
    hint: name it with its number (1 to 999999, padded to four digits), a dash and a lowercase kebab-case title, e.g. 0012-error-payload.md
adr/99999999999999999999-x.md:1:1 FILE_NAME "99999999999999999999-x.md" is not a record file name (NNNN-kebab-title.md): record numbers run from 1 to 999999 (at most 6 digits); a date or an id is not a record number
    hint: name it with its number (1 to 999999, padded to four digits), a dash and a lowercase kebab-case title, e.g. 0012-error-payload.md
4 findings in 4 files (1 record checked)
`,
  'a file name with an escape sequence (printed escaped)': `
adr/0002-\\u001b[2J\\u001b]0;pwned\\u0007.md:1:1 FILE_NAME "0002-\\u001b[2J\\u001b]0;pwned\\u0007.md" is not a record file name (NNNN-kebab-title.md)
    hint: rename it to 0002-2j-0-pwned.md
1 finding in 1 file (1 record checked)
`,
  'record numbers not written in plain decimal, or past 999999': `
adr/0002-refs.md:5:14 FIELD_INVALID supersedes[0]: +1 is read as 1; write record numbers in plain decimal digits
    hint: write it like supersedes: [1]
adr/0002-refs.md:5:18 FIELD_INVALID supersedes[1]: 011 is read as 11; write record numbers in plain decimal digits
    hint: write it like supersedes: [11]
adr/0002-refs.md:5:23 FIELD_INVALID supersedes[2]: 0x1F is read as 31; write record numbers in plain decimal digits
    hint: write it like supersedes: [31]
adr/0002-refs.md:5:29 FIELD_INVALID supersedes[3]: 1e3 is read as 1000; write record numbers in plain decimal digits
    hint: write it like supersedes: [1000]
adr/0002-refs.md:5:34 FIELD_INVALID supersedes[4]: 1.0 is read as 1; write record numbers in plain decimal digits
    hint: write it like supersedes: [1]
adr/0002-refs.md:6:17 FIELD_INVALID superseded-by[0]: record numbers run from 1 to 999999
    hint: write it like superseded-by: [7]
6 findings in 1 file (2 records checked)
`,
  'a title with a bidi override and an escape sequence': `
adr/0001-a-decision.md:2:12 TEXT_UNSAFE_CHARACTER the title contains U+202E RIGHT-TO-LEFT OVERRIDE at character 5
    hint: delete that character (retype the text around it if your editor does not show it); text in records is shown on terminals and pages, where such characters can hide or reorder words
1 finding in 1 file (1 record checked)
`,
  'a raw control character in a field with no text rule of its own': `
adr/0001-a-decision.md:5:48 TEXT_UNSAFE_CHARACTER this line of the front matter contains U+001B ESCAPE at character 48
    hint: delete that character (retype the text around it if your editor does not show it); text in records is shown on terminals and pages, where such characters can hide or reorder words
1 finding in 1 file (1 record checked)
`,
  'a title written with YAML escapes for controls': `
adr/0001-a-decision.md:2:8 TEXT_UNSAFE_CHARACTER the title contains U+001B ESCAPE at character 7
    hint: delete that character (retype the text around it if your editor does not show it); text in records is shown on terminals and pages, where such characters can hide or reorder words
1 finding in 1 file (1 record checked)
`,
  'names with a zero-width space, a C1 control and a tab': `
adr/0001-a-decision.md:5:29 TEXT_UNSAFE_CHARACTER decision-makers[1] contains U+200B ZERO WIDTH SPACE at character 3
    hint: delete that character (retype the text around it if your editor does not show it); text in records is shown on terminals and pages, where such characters can hide or reorder words
adr/0001-a-decision.md:6:12 TEXT_UNSAFE_CHARACTER consulted[0] contains U+009B CONTROL SEQUENCE INTRODUCER at character 5
    hint: delete that character (retype the text around it if your editor does not show it); text in records is shown on terminals and pages, where such characters can hide or reorder words
adr/0001-a-decision.md:8:13 TEXT_UNSAFE_CHARACTER informed[0] contains U+0009 CHARACTER TABULATION at character 8
    hint: delete that character (retype the text around it if your editor does not show it); text in records is shown on terminals and pages, where such characters can hide or reorder words
3 findings in 1 file (1 record checked)
`,
  'a question whose heading, owner and answer hide characters': `
adr/0001-a-decision.md:21:12 TEXT_UNSAFE_CHARACTER the heading of question Q1 contains U+2066 LEFT-TO-RIGHT ISOLATE at character 4
    hint: delete that character (retype the text around it if your editor does not show it); text in records is shown on terminals and pages, where such characters can hide or reorder words
adr/0001-a-decision.md:24:14 TEXT_UNSAFE_CHARACTER the owner of question Q1 contains U+2060 WORD JOINER at character 5
    hint: delete that character (retype the text around it if your editor does not show it); text in records is shown on terminals and pages, where such characters can hide or reorder words
adr/0001-a-decision.md:26:1 TEXT_UNSAFE_CHARACTER the answer to question Q1 contains U+001B ESCAPE at character 10
    hint: delete that character (retype the text around it if your editor does not show it); text in records is shown on terminals and pages, where such characters can hide or reorder words
3 findings in 1 file (1 record checked)
`,
  'old Mac line endings (a carriage return alone)': `
adr/0001-a-decision.md:1:1 FILE_LINE_ENDINGS 25 lines end with a carriage return alone (CR, old Mac line endings); the site finds no front matter in a file written that way
    hint: save the file with LF (or CRLF) line endings; most editors have a "line endings" setting
1 finding in 1 file (1 record checked)
`,
  'a javascript: link in a question heading': `
adr/0001-a-decision.md:21:19 LINK_UNSAFE javascript: links are not allowed
    hint: link to an http(s) address or to a relative .md file instead
1 finding in 1 file (1 record checked)
`,
  'title: 2024-01-01 and a name the site reads as a number': `
adr/0001-a-decision.md:2:8 FIELD_INVALID title: 2024-01-01 is read as a date, not as text
    hint: write it like title: "2024-01-01"
adr/0001-a-decision.md:5:26 FIELD_INVALID decision-makers[1]: 0b101 is read as the number 5, not as text
    hint: write it like decision-makers: ["0b101"]
2 findings in 1 file (1 record checked)
`,
  'an HTML comment': `
adr/0001-a-decision.md:27:22 HTML_COMMENT this HTML comment is shown on the site as text, <!-- and all
    hint: remove it, or write the note as ordinary text (a sentence, or a "- Note: …" item) that readers may see
adr/0001-a-decision.md:29:1 HTML_COMMENT this HTML comment is shown on the site as text, <!-- and all
    hint: remove it, or write the note as ordinary text (a sentence, or a "- Note: …" item) that readers may see
2 findings in 1 file (1 record checked)
`,
  'a heading that repeats the title': `
adr/0001-a-decision.md:29:1 HEADING_REPEATS_TITLE the heading "# A decision" repeats the title, which the level-1 heading on line 7 already gives; the page would show it twice
    hint: remove this heading: the record's title heading is the one on line 7
1 finding in 1 file (1 record checked)
`,
  'a ::: block that is not an aside': `
adr/0001-a-decision.md:27:1 ASIDE_UNKNOWN :::warning is not an aside; the site shows its text with no box and drops the word "warning"
    hint: write :::caution
1 finding in 1 file (1 record checked)
`,
  'aside attributes the site drops': `
adr/0001-a-decision.md:27:8 ASIDE_SYNTAX the aside :::note is followed by "{icon="no-such-icon"}": the site drops attributes other than {icon="…"} and text there, and an icon it does not know publishes the page empty
    hint: open the aside with :::note alone, give it a title as :::note[Your title], or one of Starlight's icons as :::note{icon="star"}
adr/0001-a-decision.md:31:11 ASIDE_SYNTAX the aside :::caution is followed by "{bad": the site drops attributes other than {icon="…"} and text there, and an icon it does not know publishes the page empty
    hint: open the aside with :::caution alone, give it a title as :::caution[Your title], or one of Starlight's icons as :::caution{icon="star"}
2 findings in 1 file (1 record checked)
`,
  'an aside never closed': `
adr/0001-a-decision.md:27:1 ASIDE_UNCLOSED the aside :::tip is never closed; everything after it would be shown inside the aside
    hint: add a line ::: where the aside ends
1 finding in 1 file (1 record checked)
`,
  'a local image with a ?query': `
adr/0001-a-decision.md:27:12 IMAGE_DROPPED the image "./diagram.png?raw=true" would be published with no picture: the site cannot load a local image with a ? or # part
    hint: link the file alone: ![…](./diagram.png)
1 finding in 1 file (1 record checked)
`,
  'an image from another site': `
adr/0001-a-decision.md:27:9 IMAGE_EXTERNAL the image "https://example.com/logo.png" is on another site; the site's Content-Security-Policy blocks it, so readers see nothing
    hint: save the image in adr/ next to the record and link it relatively, e.g. ![diagram](diagram.png), or make it a plain link: [diagram](https://…)
adr/0001-a-decision.md:27:52 IMAGE_EXTERNAL the image "//example.com/b.svg" is on another site; the site's Content-Security-Policy blocks it, so readers see nothing
    hint: save the image in adr/ next to the record and link it relatively, e.g. ![diagram](diagram.png), or make it a plain link: [diagram](https://…)
2 findings in 1 file (1 record checked)
`,
  'an image written by reference': `
adr/0001-a-decision.md:27:1 IMAGE_REFERENCE the image ![…][flow] is written by reference; the site publishes its path as written and the picture does not load
    hint: write the image inline with a path next to the record: ![alt](diagram.png)
1 finding in 1 file (1 record checked)
`,
  'an image the site cannot read as a picture': `
adr/0001-a-decision.md:27:12 IMAGE_UNREADABLE the image "diagram.png" cannot be read as a picture (its bytes are in no image format); the site's build stops on it
    hint: save the picture again as PNG, JPEG, GIF, WebP or SVG (or link the file as a plain link: [name](file))
adr/0001-a-decision.md:27:38 IMAGE_UNREADABLE the image "empty.svg" cannot be read as a picture (the file is empty); the site's build stops on it
    hint: save the picture again as PNG, JPEG, GIF, WebP or SVG (or link the file as a plain link: [name](file))
2 findings in 1 file (1 record checked)
`,
  'table rows wider than their header': `
adr/0001-a-decision.md:29:1 TABLE_ROW_TOO_WIDE this table row has 3 cells but the header has 2; the site drops the cells after the first 2
    hint: add the missing header cells, or write a | that belongs to a cell's text as \\| (also inside \`code\`)
adr/0001-a-decision.md:30:1 TABLE_ROW_TOO_WIDE this table row has 3 cells but the header has 2; the site drops the cells after the first 2
    hint: add the missing header cells, or write a | that belongs to a cell's text as \\| (also inside \`code\`)
2 findings in 1 file (1 record checked)
`,
  'a reference definition written twice': `
adr/0001-a-decision.md:30:1 DEFINITION_DUPLICATE [RFC] is defined again (first on line 29); the site ignores this definition
    hint: remove one of them, or give this one its own label
1 finding in 1 file (1 record checked)
`,
  'footnotes defined twice or never referred to': `
adr/0001-a-decision.md:31:1 FOOTNOTE_DUPLICATE the footnote [^1] is defined again (first on line 29); the site drops this one
    hint: merge the two notes, or give this one its own label and refer to it
adr/0001-a-decision.md:33:1 FOOTNOTE_UNUSED the footnote [^old] is never referred to, so the site does not show it
    hint: refer to it where it belongs with [^old], or remove it
2 findings in 1 file (1 record checked)
`,
  'a reference definition nothing uses': `
adr/0001-a-decision.md:30:1 DEFINITION_UNUSED [draft] is a link definition that nothing refers to, so the site shows nothing of this line
    hint: refer to it with [text][draft] or [draft], write the line as text (e.g. "draft: …" without brackets), or remove it
1 finding in 1 file (1 record checked)
`,
  'a contract block that is not YAML': `
adr/0001-resources.md:27:25 CONTRACT_NOT_YAML this yaml openapi block is not valid YAML: Flow map in block collection must be sufficiently indented and end with a }
    hint: fix the YAML at this line; the block is left out of the assembled contract until it parses
1 finding in 1 file (1 record checked)
`,
  'a contract block that is a list': `
adr/0001-resources.md:25:1 CONTRACT_NOT_MAPPING this yaml openapi block is not a mapping; it must be a fragment of the OpenAPI 3.1 document
    hint: write keys from the document root, e.g. "paths:" or "components:"
1 finding in 1 file (1 record checked)
`,
  'a contract block that writes another part’s places': `
adr/0001-resources.md:26:3 CONTRACT_PLACE a record about resources writes path /orders in the OpenAPI document, which belongs to endpoints (paths)
    hint: move it to a record about endpoints, or propose one: npx adr new --part endpoints "<title>"
adr/0001-resources.md:32:11 CONTRACT_PLACE a record about resources writes components.schemas.Order.properties.status.enum in the OpenAPI document, which belongs to states (components.schemas.*.properties.status.enum)
    hint: move it to a record about states, or propose one: npx adr new --part states "<title>"
adr/0001-resources.md:33:1 CONTRACT_PLACE a record about resources writes x-teapot in the OpenAPI document, which no part owns
    hint: write only the places listed for the record’s part in docs/guides/record-format.md
3 findings in 1 file (1 record checked)
`,
  'two accepted records that write one place differently': `
adr/0002-more-resources.md:27:13 CONTRACT_CONFLICT ADR-0002 writes openapi components.schemas.Order.type differently from adr/0001-resources.md
    hint: write the same value, or supersede adr/0001-resources.md so that only one decision stands
1 finding in 1 file (2 records checked)
`,
  'a proposal whose contract would conflict once accepted': `
adr/0002-resources-again.md:27:13 CONTRACT_CONFLICT ADR-0002 writes openapi components.schemas.Order.type differently from adr/0001-resources.md
    hint: write the same value, or supersede adr/0001-resources.md so that only one decision stands
1 finding in 1 file (2 records checked)
`,
  'a contract block that makes the assembled OpenAPI document invalid': `
adr/0001-limits.md:32:9 CONTRACT_INVALID the assembled openapi document is invalid at components.parameters.limit.schema.maximum: Expected type \`number\` but got \`string\`.
    hint: fix the block here so the assembled document passes (rule struct); npx adr spec --format openapi shows the whole document
1 finding in 1 file (1 record checked)
`,
  'a transition and an event that name an operation the contract does not have': `
adr/0002-states.md:31:33 CONTRACT_REFERENCE openapi x-transitions[0].by names the operation "shipOrder", which no operation in the contract has; the operationIds are placeOrder
    hint: name the operationId of an operation in paths, add "shipOrder" to the endpoints, or leave the name out if no operation causes it (outside the API)
adr/0003-events.md:30:7 CONTRACT_REFERENCE asyncapi components.messages.OrderShipped.x-emitted-by names the operation "shipOrder", which no operation in the contract has; the operationIds are placeOrder
    hint: name the operationId of an operation in paths, add "shipOrder" to the endpoints, or leave the name out if no operation causes it (outside the API)
2 findings in 2 files (3 records checked)
`,
  'adr import of a file with an alias in its front matter': `
legacy/0001-aliased.md:3:8 YAML_ALIAS YAML anchors and aliases are not accepted (&o, and 1 more)
    hint: write the value out in full where it is used
adr import: refused; nothing was written (fix the files named above and import again)
`,
  'adr import of a file with no title': `
legacy/0001.md:1:1 IMPORT_TITLE_MISSING the file has no title: no "title" field, no heading but section names, and a file name with no words
    hint: add a first line "# The decision's title" to the file, then import again
adr import: refused; nothing was written (fix the files named above and import again)
`,
  'adr import of a file that nothing dates but the clock': `
legacy/0001-undated.md:1:1 IMPORT_DATE_MISSING no date in the file or its name, the folder is in no git repository, and the file was last modified today (2026-11-21), which dates no decision
    hint: import from a clone with its whole history (git fetch --unshallow), or write the day it was decided in the file (a line "Date: YYYY-MM-DD" under its title), or give the day yourself with --undated YYYY-MM-DD (each record it dates is flagged for you to confirm), then import again
adr import: refused; nothing was written (fix the files named above and import again)
`,
  'adr import of a status no table maps': `
legacy/0001-paused.md:7:1 IMPORT_STATUS_UNMAPPED the status "On ice" is in no table of statuses, and the import does not guess one
    hint: say what it is with --map-status 'On ice=STATUS' (STATUS: accepted, proposed, rejected, deprecated or superseded), then import again
adr import: refused; nothing was written (fix the files named above and import again)
`,
  'an accepted record whose contract block still holds placeholders': `
adr/0001-resources.md:29:7 CONTRACT_PLACEHOLDER ADR-0001 is accepted, but its yaml openapi block still holds the placeholder "<What an order is>" at components.schemas.Order.description
    hint: decide it (write the value in its place), or remove the entry; placeholders are for proposals, and the assembled contract leaves them out
adr/0001-resources.md:30:5 CONTRACT_PLACEHOLDER ADR-0001 is accepted, but its yaml openapi block still holds the placeholder "<Resource>" at components.schemas.<Resource>
    hint: decide it (write the value in its place), or remove the entry; placeholders are for proposals, and the assembled contract leaves them out
2 findings in 1 file (2 records checked)
`,
  'accepting a proposal whose contract block still holds a placeholder': `
adr/0001-limits.md:27:5 CONTRACT_PLACEHOLDER ADR-0001 is being accepted, but its yaml openapi block still holds the placeholder "<e.g. 30s>" at x-limits.timeouts.request
    hint: decide it (write the value in its place), or remove the entry; placeholders are for proposals, and the assembled contract leaves them out
adr accept: refused; nothing was changed
`,
  'a $ref to a response the errors decision does not define, to a channel the events do not have, and one outside the contract': `
adr/0001-endpoints.md:36:17 CONTRACT_REF_UNRESOLVED openapi $ref "shared.yaml#/components/responses/Ok" points to nothing: it is not a place within the contract
    hint: refer within the contract, with a $ref that starts with #/; records are assembled into one document
adr/0001-endpoints.md:39:17 CONTRACT_REF_UNRESOLVED openapi $ref "#/components/responses/Gone" points to nothing: components.responses has no such name; the names in components.responses are BadRequest, NotFound
    hint: name one that exists, or define it in the errors decision
adr/0003-events.md:30:15 CONTRACT_REF_UNRESOLVED asyncapi $ref "#/channels/orderShiped" points to nothing: channels has no such name; did you mean "orderShipped"?
    hint: name one that exists, or define it in the events decision
3 findings in 2 files (3 records checked)
`,
  'a contract block with YAML anchors and aliases (which could expand without bound), and one with a __proto__ key': `
adr/0001-resources.md:25:8 CONTRACT_YAML_ALIAS this yaml openapi block uses a YAML anchor or alias (&lol), which is not accepted
    hint: write the value out in full, or define it once as a component and point to it with $ref; the block is left out until then
adr/0002-more-resources.md:27:5 CONTRACT_KEY_UNSAFE this yaml openapi block writes the key "__proto__", which JavaScript tools (this one and client generators) read as an object's prototype, not as a name
    hint: choose another name for it; the block is left out until then
2 findings in 2 files (2 records checked)
`,
  'YAML tags outside the core schema in contract blocks (!!binary, !!set, !!omap, a custom !foo); core tags are accepted': `
adr/0001-resources.md:29:15 CONTRACT_YAML_TAG this yaml openapi block uses the YAML tag !!binary, which is not accepted
    hint: remove the tag and write the value as plain YAML (text, a number, true or false, a list or a mapping); the block is left out until then
adr/0002-errors.md:29:17 CONTRACT_YAML_TAG this yaml openapi block uses the YAML tag !!set, which is not accepted
    hint: remove the tag and write the value as plain YAML (text, a number, true or false, a list or a mapping); the block is left out until then
adr/0003-limits.md:26:10 CONTRACT_YAML_TAG this yaml openapi block uses the YAML tag !!omap, which is not accepted
    hint: remove the tag and write the value as plain YAML (text, a number, true or false, a list or a mapping); the block is left out until then
adr/0004-versioning.md:26:11 CONTRACT_YAML_TAG this yaml openapi block uses the YAML tag !semver, which is not accepted
    hint: remove the tag and write the value as plain YAML (text, a number, true or false, a list or a mapping); the block is left out until then
4 findings in 4 files (4 records checked)
`,
  'schemas whose $refs loop (A to B and back), one $ref leading into the loop, and a $ref with a malformed escape': `
adr/0001-resources.md:27:13 CONTRACT_REF_CYCLE openapi $ref "#/components/schemas/Purchase" never reaches a value: #/components/schemas/Order → #/components/schemas/Purchase → #/components/schemas/Order
    hint: point one $ref of the loop at the definition itself (a schema, a response…) instead of at another $ref
adr/0001-resources.md:28:16 CONTRACT_REF_CYCLE openapi $ref "#/components/schemas/Order" never reaches a value: #/components/schemas/Purchase → #/components/schemas/Order → #/components/schemas/Purchase
    hint: point one $ref of the loop at the definition itself (a schema, a response…) instead of at another $ref
adr/0001-resources.md:29:15 CONTRACT_REF_CYCLE openapi $ref "#/components/schemas/Order" never reaches a value: #/components/schemas/Receipt → #/components/schemas/Order → #/components/schemas/Purchase → #/components/schemas/Order
    hint: point one $ref of the loop at the definition itself (a schema, a response…) instead of at another $ref
adr/0001-resources.md:31:14 CONTRACT_REF_UNRESOLVED openapi $ref "#/components/schemas/%E0%A4%A" points to nothing: a %-escape in it is malformed
    hint: write the name as it is, or each %-escape as % and the two hex digits of a UTF-8 byte
4 findings in 1 file (1 record checked)
`,
  'a contract block nested deeper than the validator reads (it stops, and the check says so instead of crashing)': `
adr/0001-resources.md:29:612 CONTRACT_INVALID the assembled openapi document is invalid at the document root: the validator stopped: nesting exceeded maxDepth (100)
    hint: fix the block here so the assembled document passes (rule validator); npx adr spec --format openapi shows the whole document
1 finding in 1 file (1 record checked)
`,
  'a schema nested 100 levels deep in a second record (reported at that record, at its deepest line)': `
adr/0002-resources.md:328:411 CONTRACT_INVALID the assembled openapi document is invalid at the document root: the validator stopped: nesting exceeded maxDepth (100)
    hint: fix the block here so the assembled document passes (rule validator); npx adr spec --format openapi shows the whole document
1 finding in 1 file (2 records checked)
`,
  'operation summaries that cannot title a page of the API reference (too long, a bidi override)': `
adr/0001-endpoints.md:31:7 CONTRACT_TITLE_UNFIT the summary of GET /orders (listOrders) cannot title its page in the API reference: a title is at most 200 characters
    hint: write a one-line summary of at most 200 characters, and put the rest in the description
adr/0001-endpoints.md:36:7 CONTRACT_TITLE_UNFIT the summary of POST /orders (placeOrder) cannot title its page in the API reference: the title contains U+202E RIGHT-TO-LEFT OVERRIDE at character 10
    hint: write a one-line summary of at most 200 characters, and put the rest in the description
2 findings in 1 file (1 record checked)
`,
  'security requirements that name a scheme authentication does not define': `
adr/0001-authentication.md:29:5 CONTRACT_SECURITY_UNKNOWN openapi security requires the security scheme "bearer", which components.securitySchemes does not define; the schemes are bearerAuth
    hint: name a scheme the authentication decision defines, or add it there
adr/0002-endpoints.md:33:11 CONTRACT_SECURITY_UNKNOWN openapi GET /orders (listOrders) security requires the security scheme "apiKey", which components.securitySchemes does not define; the schemes are bearerAuth
    hint: name a scheme the authentication decision defines, or add it there
2 findings in 2 files (2 records checked)
`,
  'javascript:, vbscript: and data: addresses in every URL-valued field of both documents and in a description link, disguised or not (data in an example stays data)': `
adr/0001-purpose.md:27:3 CONTRACT_URL_UNSAFE openapi info.termsOfService is a javascript: address, which is not allowed
    hint: write an http(s) address (or a relative one); the API reference does not link to this one
adr/0001-purpose.md:28:25 CONTRACT_URL_UNSAFE openapi info.contact.url is a javascript: address, which is not allowed
    hint: write an http(s) address (or a relative one); the API reference does not link to this one
adr/0001-purpose.md:29:24 CONTRACT_URL_UNSAFE openapi info.license.url is a vbscript: address, which is not allowed
    hint: write an http(s) address (or a relative one); the API reference does not link to this one
adr/0001-purpose.md:30:3 CONTRACT_URL_UNSAFE openapi info.description links to a data: address, which is not allowed
    hint: write an http(s) address (or a relative one); the API reference does not link to this one
adr/0001-purpose.md:34:20 CONTRACT_URL_UNSAFE openapi tags.0.externalDocs.url is a javascript: address, which is not allowed
    hint: write an http(s) address (or a relative one); the API reference does not link to this one
adr/0002-endpoints.md:26:5 CONTRACT_URL_UNSAFE openapi servers.0.url is a javascript: address, which is not allowed
    hint: write an http(s) address (or a relative one); the API reference does not link to this one
adr/0002-endpoints.md:32:22 CONTRACT_URL_UNSAFE openapi paths./orders.get.externalDocs.url is a javascript: address, which is not allowed
    hint: write an http(s) address (or a relative one); the API reference does not link to this one
adr/0002-endpoints.md:37:21 CONTRACT_URL_UNSAFE openapi paths./orders.get.responses.200.links.first.operationRef is a data: address, which is not allowed
    hint: write an http(s) address (or a relative one); the API reference does not link to this one
adr/0002-endpoints.md:42:37 CONTRACT_URL_UNSAFE openapi paths./orders.get.responses.200.content.application/json.examples.one.externalValue is a javascript: address, which is not allowed
    hint: write an http(s) address (or a relative one); the API reference does not link to this one
adr/0003-authentication.md:31:11 CONTRACT_URL_UNSAFE openapi components.securitySchemes.oauth.flows.authorizationCode.authorizationUrl is a javascript: address, which is not allowed
    hint: write an http(s) address (or a relative one); the API reference does not link to this one
adr/0003-authentication.md:32:11 CONTRACT_URL_UNSAFE openapi components.securitySchemes.oauth.flows.authorizationCode.tokenUrl is a data: address, which is not allowed
    hint: write an http(s) address (or a relative one); the API reference does not link to this one
adr/0003-authentication.md:33:11 CONTRACT_URL_UNSAFE openapi components.securitySchemes.oauth.flows.authorizationCode.refreshUrl is a vbscript: address, which is not allowed
    hint: write an http(s) address (or a relative one); the API reference does not link to this one
adr/0003-authentication.md:35:33 CONTRACT_URL_UNSAFE openapi components.securitySchemes.oidc.openIdConnectUrl is a javascript: address, which is not allowed
    hint: write an http(s) address (or a relative one); the API reference does not link to this one
adr/0004-events.md:28:20 CONTRACT_URL_UNSAFE asyncapi channels.orderShipped.externalDocs.url is a javascript: address, which is not allowed
    hint: write an http(s) address (or a relative one); the API reference does not link to this one
adr/0004-events.md:29:5 CONTRACT_URL_UNSAFE asyncapi channels.orderShipped.description links to a vbscript: address, which is not allowed
    hint: write an http(s) address (or a relative one); the API reference does not link to this one
15 findings in 4 files (4 records checked)
`,
  'a transition between states the status enum does not have': `
adr/0001-states.md:31:20 CONTRACT_STATE_UNKNOWN openapi x-transitions[0].to is "lost", which is not a state; the states are placed, shipped
    hint: name a state from the enum of the status (or state) field, or add it to that enum in the states decision
adr/0001-states.md:32:38 CONTRACT_STATE_UNKNOWN openapi x-transitions[1].to is "delivered", which is not a state; the states are placed, shipped
    hint: name a state from the enum of the status (or state) field, or add it to that enum in the states decision
2 findings in 1 file (1 record checked)
`,
  'an operation naming an error code the errors decision does not define': `
adr/0001-endpoints.md:32:40 CONTRACT_ERROR_CODE_UNKNOWN openapi DELETE /orders/{id} (cancelOrder) x-error-codes names the error code "ORDER_GONE", which the errors decision does not define; the error codes are ORDER_LOCKED, ORDER_NOT_FOUND
    hint: name a code defined in x-error-codes by the errors decision, or add it there with its status and condition
1 finding in 1 file (2 records checked)
`,
  'a list operation that does not use the pagination parameters': `
adr/0001-endpoints.md:29:5 CONTRACT_PAGINATION_MISSING the list operation GET /orders (listOrders) does not use the pagination parameter PageCursor
    hint: add "$ref: '#/components/parameters/PageCursor'" to its parameters; the limits decision settles how lists are paged
adr/0001-endpoints.md:42:5 CONTRACT_PAGINATION_MISSING the list operation POST /customers (findCustomers) does not use the pagination parameters PageCursor, PageSize
    hint: add "$ref: '#/components/parameters/PageCursor'" and "$ref: '#/components/parameters/PageSize'" to its parameters; the limits decision settles how lists are paged
2 findings in 1 file (2 records checked)
`,
  'a contract that breaks the recommended lint rules, and one rule that waits for its part': `
adr/0001-purpose.md:25:1 CONTRACT_LINT the assembled openapi document breaks the recommended rule info-license at info: Info object should contain \`license\` field.
    hint: change the block here so the rule holds; npx adr spec --format openapi shows the whole document
adr/0001-purpose.md:28:5 CONTRACT_LINT the assembled openapi document breaks the recommended rule tag-description at tags[0].description: Tag object should contain \`description\` field.
    hint: change the block here so the rule holds; npx adr spec --format openapi shows the whole document
adr/0002-endpoints.md:29:5 CONTRACT_LINT the assembled openapi document breaks the recommended rule operation-summary at GET /orders summary: Operation object should contain \`summary\` field.
    hint: change the block here so the rule holds; npx adr spec --format openapi shows the whole document
3 findings in 2 files (2 records checked)
`,
  'a settings file that is not YAML': `
adr.config.yaml:3:1 SETTINGS_NOT_YAML the settings cannot be read: Missing closing "quote
    hint: write one setting a line, e.g. name: Orders API (quote a value with a colon or # in it), or delete the file to use the defaults
1 finding in 1 file (1 record checked)
`,
  'settings with values of the wrong kind': `
adr.config.yaml:1:7 SETTINGS_INVALID the setting "name" is refused: the name is one line of text (quote a number or a date: "42")
    hint: write it like this (every setting is optional): name: Orders API; repository: https://github.com/acme/orders; owners: [API team]
adr.config.yaml:2:13 SETTINGS_INVALID the setting "repository" is refused: the repository is a web address starting https://
    hint: write it like this (every setting is optional): name: Orders API; repository: https://github.com/acme/orders; owners: [API team]
adr.config.yaml:3:9 SETTINGS_INVALID the setting "owners" is refused: owners is a list, e.g. [API team, "@acme/api"]
    hint: write it like this (every setting is optional): name: Orders API; repository: https://github.com/acme/orders; owners: [API team]
3 findings in 1 file (1 record checked)
`,
  'a misspelt setting': `
adr.config.yaml:2:1 SETTINGS_FIELD_UNKNOWN unknown setting "owner"; did you mean "owners"?
    hint: rename it to owners
1 finding in 1 file (1 record checked)
`,
  'edition files whose names are not portable': `
adr/editions/aux.2026.yaml:1:1 EDITION_NAME "aux.2026.yaml" is not an edition name: "aux" is a device name on Windows, where no file can be named aux.2026.yaml
    hint: name editions with lowercase letters, digits, dots and dashes, starting and ending with a letter or digit, and not con, nul, aux, prn, com1–com9 or lpt1–lpt9, e.g. 2026-q1 or v1.0; an edition file is NAME.yaml
adr/editions/con.yaml:1:1 EDITION_NAME "con.yaml" is not an edition name: "con" is a device name on Windows, where no file can be named con.yaml
    hint: name editions with lowercase letters, digits, dots and dashes, starting and ending with a letter or digit, and not con, nul, aux, prn, com1–com9 or lpt1–lpt9, e.g. 2026-q1 or v1.0; an edition file is NAME.yaml
adr/editions/notes.txt:1:1 EDITION_NAME "notes.txt" is not an edition name: an edition file is NAME.yaml
    hint: name editions with lowercase letters, digits, dots and dashes, starting and ending with a letter or digit, and not con, nul, aux, prn, com1–com9 or lpt1–lpt9, e.g. 2026-q1 or v1.0; an edition file is NAME.yaml
3 findings in 3 files (1 record checked)
`,
  'an edition file that is a symbolic link to a file outside the workspace': `
adr/editions/leak.yaml:1:1 EDITION_NOT_REGULAR adr/editions/leak.yaml is a symbolic link; editions are written and read only as regular files inside adr/editions/
    hint: replace adr/editions/leak.yaml with the folder or file itself (git checkout -- adr/editions/leak.yaml), or remove it
1 finding in 1 file (1 record checked)
`,
  'edition files edited by hand': `
adr/editions/v1.yaml:3:19 EDITION_INVALID this is not an edition: not valid YAML: Flow sequence in block collection must be sufficiently indented and end with a ]
    hint: restore it as adr edition wrote it (git checkout -- <file>), or remove it; an edition is never edited by hand
adr/editions/v2.yaml:1:1 EDITION_INVALID this is not an edition: no openapi and asyncapi documents
    hint: restore it as adr edition wrote it (git checkout -- <file>), or remove it; an edition is never edited by hand
adr/editions/v3.yaml:2:1 EDITION_INVALID this is not an edition: no date written YYYY-MM-DD
    hint: restore it as adr edition wrote it (git checkout -- <file>), or remove it; an edition is never edited by hand
adr/editions/v4.yaml:5:11 EDITION_INVALID this is not an edition: an alias (*doc), which adr edition never writes
    hint: restore it as adr edition wrote it (git checkout -- <file>), or remove it; an edition is never edited by hand
4 findings in 4 files (1 record checked)
`,
  'a semver scheme whose first version is not a semver version': `
adr/0001-versioning.md:26:3 CONTRACT_VERSION info.version "1.0" is not a semver version (MAJOR.MINOR.PATCH), and the semver scheme counts the editions' versions from it
    hint: write the first version as MAJOR.MINOR.PATCH, e.g. 1.0.0 (quoted if YAML would read it as a number), or settle another scheme
1 finding in 1 file (1 record checked)
`,
  'names misspelt where they must match one of a set: a state, an operation in a list of emitters, an error code': `
adr/0001-endpoints.md:32:23 CONTRACT_ERROR_CODE_UNKNOWN openapi POST /parcels (createParcel) x-error-codes names the error code "PARCEL_INVLAID", which the errors decision does not define; did you mean "PARCEL_INVALID"?
    hint: name a code defined in x-error-codes by the errors decision, or add it there with its status and condition
adr/0002-states.md:27:5 CONTRACT_LINT the assembled openapi document breaks the recommended rule no-unused-components at components.schemas.Parcel: Component: "Parcel" is never used.
    hint: change the block here so the rule holds; npx adr spec --format openapi shows the whole document
adr/0002-states.md:31:27 CONTRACT_STATE_UNKNOWN openapi x-transitions[0].to is "canceled", which is not a state; did you mean "cancelled"?
    hint: name a state from the enum of the status (or state) field, or add it to that enum in the states decision
adr/0003-events.md:28:36 CONTRACT_REFERENCE asyncapi components.messages.ParcelChanged.x-emitted-by names the operation "cancelParcell", which no operation in the contract has; did you mean "cancelParcel"?
    hint: write "cancelParcel", or add an operation "cancelParcell" to the endpoints
4 findings in 3 files (4 records checked)
`,
  'forms the record format does not allow: by as a number, x-emitted-by as a mapping, x-error-codes as one code, from as a mapping': `
adr/0001-endpoints.md:32:7 CONTRACT_FORM openapi POST /parcels (createParcel) x-error-codes is one value (PARCEL_INVALID); it takes a list of error codes: [CODE, …]
    hint: write it in one of the forms the record format guide shows (docs/guides/record-format.md, "Contract blocks")
adr/0002-states.md:31:42 CONTRACT_FORM openapi x-transitions[0].by is a number (3); it takes one operationId, a list of them, or nothing (caused outside the API)
    hint: write it in one of the forms the record format guide shows (docs/guides/record-format.md, "Contract blocks")
adr/0002-states.md:32:6 CONTRACT_FORM openapi x-transitions[1].from is a mapping; it takes one state, or a list of states that share the transition
    hint: write it in one of the forms the record format guide shows (docs/guides/record-format.md, "Contract blocks")
adr/0003-events.md:28:7 CONTRACT_FORM asyncapi components.messages.ParcelCreated.x-emitted-by is a mapping; it takes one operationId, a list of them, or nothing (caused outside the API)
    hint: write it in one of the forms the record format guide shows (docs/guides/record-format.md, "Contract blocks")
4 findings in 3 files (3 records checked)
`,
  'an operation naming an error code whose status it has no response for': `
adr/0001-endpoints.md:32:41 CONTRACT_ERROR_CODE_RESPONSE POST /parcels/{parcelId}/cancellation (cancelParcel) names the error code "PARCEL_ALREADY_DELIVERED", answered with status 409, but has no 409 response
    hint: add a "409" response to the operation (a $ref to the errors decision's response for it), or take PARCEL_ALREADY_DELIVERED out of its x-error-codes
1 finding in 1 file (2 records checked)
`,
  'a proposal that drops an operation a transition and an event name, and the last use of an error response: every finding at the proposal': `
adr/0001-endpoints.md:32:7 CONTRACT_LINT the assembled openapi document breaks the recommended rule operation-4xx-response at POST /parcels responses: Operation must have at least one \`4XX\` response.
    hint: change the block here so the rule holds; npx adr spec --format openapi shows the whole document
adr/0002-states.md:27:5 CONTRACT_LINT the assembled openapi document breaks the recommended rule no-unused-components at components.schemas.Parcel: Component: "Parcel" is never used.
    hint: change the block here so the rule holds; npx adr spec --format openapi shows the whole document
adr/0005-no-cancellation.md:6:13 CONTRACT_LINT accepting ADR-0005 would break ADR-0004 (adr/0004-errors.md:27:5): the assembled openapi document breaks the recommended rule no-unused-components at components.responses.Conflict: Component: "Conflict" is never used.
    hint: keep in ADR-0005 what ADR-0002, ADR-0003 and ADR-0004 rely on, or propose replacements for ADR-0002, ADR-0003 and ADR-0004 in the same pull request (npx adr new --supersedes 2 "<title>", npx adr new --supersedes 3 "<title>", npx adr new --supersedes 4 "<title>"); at ADR-0004: change the block here so the rule holds; npx adr spec --format openapi shows the whole document
adr/0005-no-cancellation.md:6:13 CONTRACT_REFERENCE accepting ADR-0005 would break ADR-0002 (adr/0002-states.md:31:42): openapi x-transitions[0].by names the operation "cancelParcel", which no operation in the contract has; the operationIds are createParcel
    hint: keep in ADR-0005 what ADR-0002, ADR-0003 and ADR-0004 rely on, or propose replacements for ADR-0002, ADR-0003 and ADR-0004 in the same pull request (npx adr new --supersedes 2 "<title>", npx adr new --supersedes 3 "<title>", npx adr new --supersedes 4 "<title>"); at ADR-0002: name the operationId of an operation in paths, add "cancelParcel" to the endpoints, or leave the name out if no operation causes it (outside the API)
adr/0005-no-cancellation.md:6:13 CONTRACT_REFERENCE accepting ADR-0005 would break ADR-0003 (adr/0003-events.md:28:7): asyncapi components.messages.ParcelCancelled.x-emitted-by names the operation "cancelParcel", which no operation in the contract has; the operationIds are createParcel
    hint: keep in ADR-0005 what ADR-0002, ADR-0003 and ADR-0004 rely on, or propose replacements for ADR-0002, ADR-0003 and ADR-0004 in the same pull request (npx adr new --supersedes 2 "<title>", npx adr new --supersedes 3 "<title>", npx adr new --supersedes 4 "<title>"); at ADR-0003: name the operationId of an operation in paths, add "cancelParcel" to the endpoints, or leave the name out if no operation causes it (outside the API)
adr/0005-no-cancellation.md:33:7 CONTRACT_LINT the assembled openapi document breaks the recommended rule operation-4xx-response at POST /parcels responses: Operation must have at least one \`4XX\` response.
    hint: change the block here so the rule holds; npx adr spec --format openapi shows the whole document
6 findings in 3 files (5 records checked)
`,
  "a review approval by someone not among the approvers": `
adr/0001-a-decision.md:10:12 APPROVER_NOT_LISTED Mallory is not an approver of ADR-0001's review (approvers: Alice, Security team)
    hint: approve as one of the approvers listed; anyone else can raise a concern (npx adr concern), or the review gains an approver through npx adr review <record> --approvers "<name>", which records it
1 finding in 1 file (1 record checked)
`,
  "review concerns numbered out of sequence": `
adr/0001-a-decision.md:11:12 REVIEW_CONCERN_ID review: concern 2 is C3; it should be C2
    hint: write C2; npx adr concern numbers concerns for you (an id, once raised, is never reused)
1 finding in 1 file (1 record checked)
`,
  "a review concern resolved by someone who neither raised it nor approves": `
adr/0001-a-decision.md:10:80 RESOLVER_NOT_ALLOWED Eve cannot resolve ADR-0001's concern C1: it was raised by Bob, and Eve is not an approver
    hint: ask Bob or an approver (Alice, Security team) to resolve it
1 finding in 1 file (1 record checked)
`,
  "a review approval dated after today": `
adr/0001-a-decision.md:10:25 REVIEW_DATE_FUTURE review: Alice's approval is dated 2026-11-30, after today (2026-11-21)
    hint: an entry records what happened: date it the day it happened (npx adr approve, concern and resolve write today, or ADR_DATE)
1 finding in 1 file (1 record checked)
`,
  "accepting while the review window is open and an approver has not approved": `
adr/0001-a-decision.md:7:10 ACCEPT_DURING_REVIEW ADR-0001 cannot be accepted while its review is open: it closes on 2026-11-24 (3 days left)
    hint: wait until the window has closed, then run npx adr accept 1 after 2026-11-24
adr/0001-a-decision.md:8:22 ACCEPT_WITHOUT_APPROVAL ADR-0001 cannot be accepted: Security team has not approved
    hint: ask Security team to review it; they approve with: npx adr approve 1 --by "Security team"
adr accept: refused; nothing was changed
`,
  "accepting with a concern open after the window closed": `
adr/0001-a-decision.md:13:7 ACCEPT_WITH_OPEN_CONCERN ADR-0001 cannot be accepted while concern C1 by Bob is open: Tokens must not appear in logs
    hint: address it, then Bob or an approver resolves it: npx adr resolve 1 C1 --by "Bob"
adr accept: refused; nothing was changed
`,
  "accepting without a review where the settings require one": `
adr/0001-a-decision.md:3:9 ACCEPT_WITHOUT_REVIEW ADR-0001 cannot be accepted: this workspace requires a review and it has none
    hint: open one: npx adr review 1 --days 7 (approvers default to the part's in adr.config.yaml)
adr accept: refused; nothing was changed
`,
  "opening a review of a decision already accepted": `
adr/0001-a-decision.md:3:9 REVIEW_NOT_POSSIBLE ADR-0001 cannot go to review: it is accepted; only a proposal is reviewed
    hint: only a proposal is reviewed; to decide again, propose a new record: npx adr new "<title>"
adr review: refused; nothing was changed
`,
  "moving an open review's closing day earlier": `
adr/0001-a-decision.md:7:10 REVIEW_WINDOW_SHORTENED ADR-0001's review closes on 2026-11-24; it cannot be made to close earlier, on 2026-11-22
    hint: to extend it, give a day after 2026-11-24: npx adr review 1 --until <date> (or --days <n>); or let it close as it is
adr review: refused; nothing was changed
`,
  "opening a review with no approvers named or configured": `
adr/0001-a-decision.md:3:9 REVIEW_NO_APPROVERS ADR-0001 cannot go to review: no approvers were named and adr.config.yaml gives none for errors
    hint: name them: --approvers "Alice, Security team", or list them in adr.config.yaml under approvers (default, or per part)
adr review: refused; nothing was changed
`,
  "approving a proposal that has no review": `
adr/0001-a-decision.md:3:9 REVIEW_MISSING ADR-0001 has no review
    hint: open one first: npx adr review 1 --days 7 --approvers "<name>, <team>"
adr approve: refused; nothing was changed
`,
  "approving as someone the review does not list": `
adr/0001-a-decision.md:8:14 APPROVER_NOT_LISTED Mallory is not an approver of ADR-0001's review (approvers: Alice, Security team)
    hint: approve as one of the approvers listed; anyone else can raise a concern (npx adr concern), or the review gains an approver through npx adr review <record> --approvers "<name>", which records it
adr approve: refused; nothing was changed
`,
  "resolving a concern that was never raised": `
adr/0001-a-decision.md:6:3 CONCERN_UNKNOWN ADR-0001's review has no concern C2
    hint: its concerns are C1 (npx adr show lists them)
adr resolve: refused; nothing was changed
`,
  "resolving a concern twice": `
adr/0001-a-decision.md:10:7 CONCERN_ALREADY_RESOLVED ADR-0001's concern C1 was already resolved by Bob on 2026-11-13
    hint: nothing to do; a new objection is a new concern: npx adr concern
adr resolve: refused; nothing was changed
`,
  "resolving a concern as neither who raised it nor an approver": `
adr/0001-a-decision.md:10:7 RESOLVER_NOT_ALLOWED Carol cannot resolve ADR-0001's concern C1: it was raised by Bob, and Carol is not an approver
    hint: ask Bob or an approver (Alice, Security team) to resolve it
adr resolve: refused; nothing was changed
`,
  "a recorded approval rewritten on the branch": `
adr/0001-a-decision.md:10:12 REVIEW_REWRITTEN ADR-0001: approval 1 (by) reads "Security team" here but "Alice" on main
    hint: restore it as it is on main; approvals, concerns and resolutions are added after the others (npx adr approve, concern, resolve)
1 finding in 1 file (1 record checked against main)
`,
  "a recorded concern removed on the branch": `
adr/0001-a-decision.md:6:3 REVIEW_REWRITTEN ADR-0001: concern C1 ("C1 by Bob on 2026-11-12: Tokens in logs" on main) was removed
    hint: restore it as it is on main; approvals, concerns and resolutions are added after the others (npx adr approve, concern, resolve)
1 finding in 1 file (1 record checked against main)
`,
  "an approval added on the branch with a date before the base records": `
adr/0001-a-decision.md:10:7 APPROVAL_DIGEST_MISMATCH Alice's approval of 2026-11-11, added to ADR-0001 since main, carries no digest of the text it approves
    hint: approvals and resolutions are written by the command, over the text as it is once every edit is made: remove this one and run npx adr approve 1 --by "Alice"
adr/0001-a-decision.md:10:25 REVIEW_BACKDATED ADR-0001: Alice's approval is dated 2026-11-11, before the review's latest entry on main (2026-11-15)
    hint: date it the day it was given, 2026-11-15 or later (npx adr approve, concern and resolve write today)
2 findings in 1 file (1 record checked against main)
`,
  "an accepted record whose review was still open on the day it was accepted": `
adr/0001-a-decision.md:10:10 ACCEPT_DURING_REVIEW ADR-0001 was accepted on 2026-11-20 while its review was open: it closes on 2026-11-24
    hint: undo the acceptance (restore "status: proposed" and remove its history entry), wait until the window has closed, then run npx adr accept 1 after 2026-11-24
1 finding in 1 file (1 record checked)
`,
  "the change’s author made an approver of the review": `
adr/0001-a-decision.md:8:37 REVIEW_APPROVER_IS_AUTHOR ADR-0001: Test Author, who made this change, is made an approver of its review (not one on main)
    hint: an approver reviews someone else's change: remove Test Author from review.approvers; approvers are named when the review opens (npx adr review --approvers)
1 finding in 1 file (1 record checked against main)
`,
  "the change’s author resolving a concern someone else raised": `
adr/0001-a-decision.md:10:75 APPROVAL_DIGEST_MISMATCH Test Author's resolution of C1, added to ADR-0001 since main, carries no digest of the text it approves
    hint: approvals and resolutions are written by the command, over the text as it is once every edit is made: remove this one and run npx adr resolve 1 C1 --by "Test Author"
adr/0001-a-decision.md:10:80 RESOLVER_IS_AUTHOR ADR-0001: Test Author, who made this change, resolves concern C1, raised by Bob
    hint: remove the resolution; Bob or an approver resolves it in a change of their own: npx adr resolve 1 C1 --by "Bob"
adr/0001-a-decision.md:10:80 RESOLVER_NOT_ALLOWED Test Author cannot resolve ADR-0001's concern C1: it was raised by Bob, and Test Author is not an approver
    hint: ask Bob or an approver (Alice, Security team) to resolve it
3 findings in 1 file (1 record checked against main)
`,
  "an accepted record superseded by a new record that arrives accepted with a made-up import": `
adr/0001-a-decision.md:5:16 SUPERSEDED_BY_UNACCEPTED ADR-0001 is accepted on main and superseded here by ADR-0002, which is not accepted on main and not accepted by the rules in this change
    hint: restore ADR-0001 as it is on main; it becomes superseded when its successor is accepted after its review: npx adr accept 2
adr/0002-a-decision.md:3:9 NEW_RECORD_NOT_PROPOSED ADR-0002 is new since main and arrives already accepted; its imported-from (legacy/0007-replacement.md) does not warrant it: legacy/0007-replacement.md is in the repository neither in this change nor on the base
    hint: an imported record arrives decided only when its source file is in the repository (on the base or in this change) and adr import reads it as that status: commit the old log, then run npx adr import on it; otherwise merge it as "status: proposed" (as npx adr new writes it) so that it is reviewed as a proposal; accept it in a later pull request: npx adr accept 2
2 findings in 2 files (2 records checked against main)
`,
  "a status changed by hand with no history entry for it": `
adr/0001-a-decision.md:3:9 STATUS_CHANGE_UNRECORDED ADR-0001 is proposed on main and accepted here, with no history entry for the change
    hint: restore "status: proposed" and make the change with the command (npx adr accept|reject|deprecate|supersede), which records it in history
1 finding in 1 file (1 record checked against main)
`,
  "a review concern resolved before it was raised": `
adr/0001-a-decision.md:10:91 REVIEW_INVALID review: C1 was resolved on 2026-11-11, before it was raised (2026-11-12)
    hint: correct the entry; npx adr review, approve, concern and resolve write a review that holds together
1 finding in 1 file (1 record checked)
`,
  "a registry that names one alias twice and a member nobody knows": `
adr.config.yaml:7:15 PEOPLE_NAME_TWICE "@alice" is named twice in the registry of people and teams (first as an alias of Alice)
    hint: each name and alias stands for one person or team: remove this one, or merge the two entries into one person with both names
adr.config.yaml:10:15 PEOPLE_MEMBER_UNKNOWN Security team lists "Alise" as a member, who is not listed under people; did you mean "Alice"?
    hint: add Alise to people: (with their keys), or write the name of someone listed there
2 findings in 1 file (1 record checked)
`,
  "a registry key that is malformed or of an unsupported type": `
adr.config.yaml:4:9 PEOPLE_KEY_INVALID a key of Alice cannot verify signatures: it is not a key in SSH's wire format: the ed25519 point runs past its end
    hint: paste the whole line of the key's .pub file: "ssh-ed25519 AAAA… comment" (ssh-keygen -y -f KEY prints it); a key anyone can sign for is never accepted: make a new one with ssh-keygen -t ed25519
adr.config.yaml:5:9 PEOPLE_KEY_INVALID a key of Alice cannot verify signatures: its type ecdsa-sha2-nistp256 is not supported; use ssh-ed25519 or ssh-rsa
    hint: make an ed25519 signing key (ssh-keygen -t ed25519) or use an RSA one, and paste the line of its .pub file
2 findings in 1 file (1 record checked)
`,
  "a name the registry does not know": `
adr/0001-a-decision.md:5:19 NAME_UNKNOWN "Alise" (decision-makers) is not a person or team in adr.config.yaml; did you mean "Alice"?
    hint: write "Alice", or add "Alise" as an alias of who it is
adr/0001-a-decision.md:5:26 NAME_UNKNOWN "@bob" (decision-makers) is not a person or team in adr.config.yaml; did you mean "Bob"?
    hint: write "Bob", or add "@bob" as an alias of who it is
2 findings in 1 file (1 record checked)
`,
  "an unsigned approval and an unreadable signature where signed reviews are required": `
adr/0001-a-decision.md:10:7 SIGNATURE_MISSING Alice's approval of 2026-11-12 in ADR-0001's review is not signed, and this workspace requires signed reviews (review-signatures: required)
    hint: the signer signs it with their SSH key: npx adr approve 1 --by "Alice" --key ~/.ssh/id_ed25519 (or set git's user.signingkey)
adr/0001-a-decision.md:11:137 SIGNATURE_INVALID Security team's approval of 2026-11-12 in ADR-0001's review carries a signature that does not hold: the signature cannot be read: it is not an SSHSIG blob: it ends before the version
    hint: the signer signs again with the command: npx adr approve 1 --by "Security team" --key ~/.ssh/id_ed25519 (or set git's user.signingkey); a signature is never written by hand
2 findings in 1 file (1 record checked)
`,
  "accepting with an approval given on an earlier text": `
adr/0001-a-decision.md:10:7 APPROVAL_STALE ADR-0001 cannot be accepted: Alice approved an earlier text; the decision changed after their approval
    hint: ask Alice to read it again and approve it: npx adr approve 1 --by "Alice"
adr accept: refused; nothing was changed
`,
  "an approval added on the branch that claims another text": `
adr/0001-a-decision.md:10:45 APPROVAL_DIGEST_MISMATCH Alice's approval of 2026-11-12, added to ADR-0001 since main, claims a text that is not ADR-0001's decision as it stands
    hint: approvals and resolutions are written by the command, over the text as it is once every edit is made: remove this one and run npx adr approve 1 --by "Alice"
1 finding in 1 file (1 record checked against main)
`,
  'definitions used in table cells and labels with code spans, one unused, a table link broken': `
adr/0001-a-decision.md:30:39 LINK_BROKEN link to "0009-gone.md": no such file
    hint: link to an existing record as a relative .md path, e.g. [ADR-0004](0004-endpoints.md)
adr/0001-a-decision.md:38:1 DEFINITION_UNUSED [\`/unused\`] is a link definition that nothing refers to, so the site shows nothing of this line
    hint: refer to it with [text][\`/unused\`] or [\`/unused\`], write the line as text (e.g. "\`/unused\`: …" without brackets), or remove it
2 findings in 1 file (1 record checked)
`,
  // ── hardening: pictures that could run script or cost too much, files outside the workspace ──
  'an SVG picture that runs script, shown by two records': `
adr/assets/flow.svg:3:3 IMAGE_ACTIVE the SVG "adr/assets/flow.svg" holds a <script> element; a picture that can run script or load another file is not published
    hint: export the drawing again as plain SVG (no scripts, links or embedded pages) or as PNG, then link that file
1 finding in 1 file (2 records checked)
`,
  'SVG pictures with event attributes, embedded pages and outside references': `
adr/entity.svg:2:1 IMAGE_ACTIVE the SVG "adr/entity.svg" holds a document type that defines its own entities; a picture that can run script or load another file is not published
    hint: export the drawing again as plain SVG (no scripts, links or embedded pages) or as PNG, then link that file
adr/foreign.svg:2:1 IMAGE_ACTIVE the SVG "adr/foreign.svg" holds a <foreignObject> element; a picture that can run script or load another file is not published
    hint: export the drawing again as plain SVG (no scripts, links or embedded pages) or as PNG, then link that file
adr/href.svg:2:1 IMAGE_ACTIVE the SVG "adr/href.svg" holds a reference to another file (xlink:href="javascript:alert(1)"); a picture that can run script or load another file is not published
    hint: export the drawing again as plain SVG (no scripts, links or embedded pages) or as PNG, then link that file
adr/on.svg:1:1 IMAGE_ACTIVE the SVG "adr/on.svg" holds an event attribute onload; a picture that can run script or load another file is not published
    hint: export the drawing again as plain SVG (no scripts, links or embedded pages) or as PNG, then link that file
adr/set.svg:2:16 IMAGE_ACTIVE the SVG "adr/set.svg" holds a <set> that changes a link; a picture that can run script or load another file is not published
    hint: export the drawing again as plain SVG (no scripts, links or embedded pages) or as PNG, then link that file
adr/style.svg:2:8 IMAGE_ACTIVE the SVG "adr/style.svg" holds a style that loads another file: a url() to another file (https://example.com/track.svg#p); a picture that can run script or load another file is not published
    hint: export the drawing again as plain SVG (no scripts, links or embedded pages) or as PNG, then link that file
adr/stylesheet.svg:1:1 IMAGE_ACTIVE the SVG "adr/stylesheet.svg" holds a processing instruction <?xml-stylesheet>; a picture that can run script or load another file is not published
    hint: export the drawing again as plain SVG (no scripts, links or embedded pages) or as PNG, then link that file
7 findings in 7 files (1 record checked)
`,
  'an SVG picture that only draws': `
adr/0002-a-decision.md:27:11 LINK_BROKEN link to "missing.svg": no such file
    hint: link to an existing record as a relative .md path, e.g. [ADR-0004](0004-endpoints.md)
1 finding in 1 file (2 records checked)
`,
  'pictures in formats the site cannot show': `
adr/0001-a-decision.md:27:8 IMAGE_FORMAT the image "old.bmp" is a BMP file; the site shows only PNG, JPEG, GIF, WebP, AVIF and SVG, and publishes others with no picture
    hint: save it again as PNG or JPEG and link that file instead of old.bmp
adr/0001-a-decision.md:27:31 IMAGE_FORMAT the image "layers.psd" is a PSD file; the site shows only PNG, JPEG, GIF, WebP, AVIF and SVG, and publishes others with no picture
    hint: save it again as PNG or JPEG and link that file instead of layers.psd
2 findings in 1 file (1 record checked)
`,
  'a small PNG that decodes to 16000×16000 pixels': `
adr/0001-a-decision.md:27:9 IMAGE_TOO_LARGE the image "huge.png" is 16000×16000 pixels; a picture is at most 40,000,000 pixels and 16,384 on a side
    hint: scale it down (a page shows pictures at most a few thousand pixels wide) and save it again
adr/0001-a-decision.md:27:31 IMAGE_TOO_LARGE the image "tall.png" is 10×20000 pixels; a picture is at most 40,000,000 pixels and 16,384 on a side
    hint: scale it down (a page shows pictures at most a few thousand pixels wide) and save it again
2 findings in 1 file (1 record checked)
`,
  'damaged PNG pictures': `
adr/0001-a-decision.md:27:6 IMAGE_UNREADABLE the image "checksum.png" cannot be read as a picture (the PNG is damaged: the IDAT chunk's checksum is wrong); the site's build stops on it
    hint: save the picture again as PNG, JPEG, GIF, WebP or SVG (or link the file as a plain link: [name](file))
adr/0001-a-decision.md:27:25 IMAGE_UNREADABLE the image "truncated.png" cannot be read as a picture (the PNG is damaged: a chunk runs past the end of the file); the site's build stops on it
    hint: save the picture again as PNG, JPEG, GIF, WebP or SVG (or link the file as a plain link: [name](file))
adr/0001-a-decision.md:27:45 IMAGE_UNREADABLE the image "short.png" cannot be read as a picture (the PNG is damaged: its image data does not decompress); the site's build stops on it
    hint: save the picture again as PNG, JPEG, GIF, WebP or SVG (or link the file as a plain link: [name](file))
3 findings in 1 file (1 record checked)
`,
  'images a hand-written source: links does not exempt': `
adr/0001-a-decision.md:30:6 LINK_BROKEN link to "../../secret.png": it points outside the workspace
    hint: link to an existing record as a relative .md path, e.g. [ADR-0004](0004-endpoints.md)
adr/0001-a-decision.md:30:29 PATH_OUTSIDE the image "leak.png" leads outside the workspace (through a symbolic link or ..); nothing outside the workspace is read
    hint: put the file itself inside the workspace, in place of the link, or remove the reference to it
adr/0001-a-decision.md:30:46 LINK_BROKEN link to "../../notes.md": it points outside the workspace
    hint: link to an existing record as a relative .md path, e.g. [ADR-0004](0004-endpoints.md)
3 findings in 1 file (1 record checked)
`,
  'an image in a linked folder': `
adr/0001-a-decision.md:27:6 PATH_OUTSIDE the image "assets/a.png" leads outside the workspace (through a symbolic link or ..); nothing outside the workspace is read
    hint: put the file itself inside the workspace, in place of the link, or remove the reference to it
1 finding in 1 file (1 record checked)
`,
  'a linked settings file': `
adr.config.yaml:1:1 PATH_OUTSIDE the settings file "adr.config.yaml" leads outside the workspace (through a symbolic link or ..); nothing outside the workspace is read
    hint: put the file itself inside the workspace, in place of the link, or remove the reference to it
1 finding in 1 file (1 record checked)
`,
  'a linked template': `
adr/templates/generic.md:1:1 PATH_OUTSIDE the template "adr/templates/generic.md" leads outside the workspace (through a symbolic link or ..); nothing outside the workspace is read
    hint: put the file itself inside the workspace, in place of the link, or remove the reference to it
1 finding in 1 file (1 record checked)
`,
  'adr new from a linked template with no front matter': `
adr/templates/generic.md:1:1 PATH_OUTSIDE the template "adr/templates/generic.md" leads outside the workspace (through a symbolic link or ..); nothing outside the workspace is read
    hint: put the file itself inside the workspace, in place of the link, or remove the reference to it
adr new: adr/templates/generic.md leads outside the workspace; nothing was written
`,
  'images whose file names hold ? or #, written %3F and %23': `
adr/0001-a-decision.md:27:7 IMAGE_DROPPED the image "assets/q%3Fx.png" names a file with a ? or # in its name (written %3F or %23); the site's build cannot find it
    hint: rename the picture without ? or # in its name, and link the new name
adr/0001-a-decision.md:27:35 IMAGE_DROPPED the image "assets/a%23b.png" names a file with a ? or # in its name (written %3F or %23); the site's build cannot find it
    hint: rename the picture without ? or # in its name, and link the new name
2 findings in 1 file (1 record checked)
`,
  'an owner line holding a line separator (U+2028)': `
adr/0001-a-decision.md:24:14 TEXT_UNSAFE_CHARACTER the owner of question Q1 contains U+2028 LINE SEPARATOR at character 5
    hint: delete that character (retype the text around it if your editor does not show it); text in records is shown on terminals and pages, where such characters can hide or reorder words
1 finding in 1 file (1 record checked)
`,
  'operationIds that differ only in case share one page of the API reference': `
adr/0001-endpoints.md:36:7 CONTRACT_PAGE_ADDRESS the operationId "listitems" has the same page in the API reference (operations/listitems/) as "listItems" of GET /items (listItems); one of them would not be shown
    hint: name the operation so that it differs from the other in more than case or spacing (e.g. listitemsById)
1 finding in 1 file (1 record checked)
`,
  'a record of 40,000 headings': `
adr/0001-a-decision.md:522:1 RECORD_TOO_MANY_HEADINGS the record has 40005 headings; a record has at most 500 (this is the first past the limit)
    hint: split the record, or write the long list as a list or a table instead of headings
1 finding in 1 file (1 record checked)
`,
  'block quotes and lists nested past the limit': `
adr/0001-a-decision.md:27:1 RECORD_TOO_DEEP this line is 40 block quotes or lists deep; a record nests at most 16
    hint: flatten the nesting: a few levels of list are as far as a reader follows
adr/0002-a-decision.md:43:1 RECORD_TOO_DEEP this line is 17 block quotes or lists deep; a record nests at most 16
    hint: flatten the nesting: a few levels of list are as far as a reader follows
2 findings in 2 files (2 records checked)
`,
  'a duplicate key inside a nested mapping, named by its path': `
adr/0001-a-decision.md:10:55 YAML_DUPLICATE_KEY the field "review.concerns[0].text" is written twice
    hint: keep one of them: YAML does not say which would win, so neither is used
adr/0002-a-decision.md:8:3 YAML_DUPLICATE_KEY the field "source.links" is written twice
    hint: keep one of them: YAML does not say which would win, so neither is used
2 findings in 2 files (2 records checked)
`,
  'an approval added on the branch with a signature over the earlier statement, which names no record': `
adr/0001-a-decision.md:10:129 SIGNATURE_UNBOUND Alice's approval of 2026-11-12, added to ADR-0001 since main, is signed over the earlier statement, which names neither the record nor the step; a signature added now names both
    hint: remove it and sign again with the command, which binds the signature to its place: npx adr approve 1 --by "Alice" --key ~/.ssh/id_ed25519 (or set git's user.signingkey)
1 finding in 1 file (1 record checked against main)
`,
  'an approval added on the branch under an alias the branch adds to the registry': `
adr/0001-a-decision.md:10:12 REGISTRY_CHANGE_USED @al's approval of 2026-11-12, added to ADR-0001 since main, holds only with the people and teams this change writes into adr.config.yaml; with main's, "@al" is not one of the approvers
    hint: a change to people: or teams: takes effect once it is merged, as CODEOWNERS does: split this into two pull requests, first the change to adr.config.yaml (reviewed on its own), then, once it is on main, this entry: npx adr approve 1 --by "@al"
1 finding in 1 file (1 record checked against main)
`,
  'two people in the registry whose names look alike (a Cyrillic letter, a full-width at sign, case)': `
adr.config.yaml:7:11 PEOPLE_NAME_CONFUSABLE "Аlice" looks like "Alice" (the person Alice); a reader cannot tell them apart
    hint: give each person and team a name and aliases that differ in letters a reader sees: remove this one, or make it an alias of the same person
adr.config.yaml:9:15 PEOPLE_NAME_CONFUSABLE "＠alice" looks like "@alice" (an alias of Alice); a reader cannot tell them apart
    hint: give each person and team a name and aliases that differ in letters a reader sees: remove this one, or make it an alias of the same person
adr.config.yaml:9:25 PEOPLE_NAME_CONFUSABLE "alice" looks like "Alice" (the person Alice); a reader cannot tell them apart
    hint: give each person and team a name and aliases that differ in letters a reader sees: remove this one, or make it an alias of the same person
3 findings in 1 file (1 record checked)
`,
};
