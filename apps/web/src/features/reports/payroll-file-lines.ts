/**
 * One line of a payroll file cut into its cells, as the payroll tool will read it: `separator` between
 * cells, double quotes around a cell that holds one (a quote inside doubled). The preview shows the
 * file's own text, so what the table shows is what the tool reads.
 */
export function fileCells(line: string, separator: string): string[] {
  const cells: string[] = [];
  let cell = '';
  let quoted = false;
  for (let index = 0; index < line.length; index++) {
    const char = line[index];
    if (quoted) {
      if (char === '"' && line[index + 1] === '"') {
        cell += '"';
        index++;
      } else if (char === '"') quoted = false;
      else cell += char;
    } else if (char === '"' && cell === '') quoted = true;
    else if (char === separator) {
      cells.push(cell);
      cell = '';
    } else cell += char;
  }
  cells.push(cell);
  return cells;
}
