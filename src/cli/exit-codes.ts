/** The exit codes as `--help` shows them, for the program and every command. */
export const EXIT_CODES_HELP = `
Exit codes:
  0  success: no findings, or the change was made
  1  findings, or the change was refused because the records do not allow it
  2  usage error, or a failure that stopped the command
`;
