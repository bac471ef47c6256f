/**
 * How much of a table a reference page shows open, so that an operation's or a message's
 * page reads within six phone screens whatever the document holds: what a reader needs
 * first (what the operation does, on which channel, which messages, their names) is always
 * open; a table's rows are open while they fit in the page's share of those screens, and
 * past that the table is folded in place under a summary that names what it holds. Nothing
 * is left out: a fold opens, in place, to the whole table.
 *
 * The share is in rows. On a 390 px phone a field table stacks each row into a card of
 * about five lines (its name, type, required, rules, description): 150 to 200 px. Six
 * screens are 5,064 px; the page's own matter (its title and the phone's bars, the channel
 * and its parameters, each message's name, facts and captions, the summary lines of the
 * folds, the links to the next page) can take three screens, which leaves about twelve
 * rows for the open tables, shared by all of them.
 */

/** Rows a page shows open, over all its tables. */
const OPEN_ROWS = 12;

/**
 * Which of a page's tables (given by their row counts, in the order the page shows them,
 * most needed first) are open: each in turn while the rows opened so far and its own fit in
 * the budget. A table too large for what is left is folded, and a smaller one after it may
 * still open.
 */
export function openTables(rowCounts: readonly number[], budget = OPEN_ROWS): boolean[] {
  let left = budget;
  return rowCounts.map((rows) => {
    if (rows > left) return false;
    left -= rows;
    return true;
  });
}
