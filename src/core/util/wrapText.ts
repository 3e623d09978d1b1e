/**
 * Wraps long lines at word boundaries, continuing each under its own indentation, so that a statute's
 * plain text reads (and diffs) without sideways scrolling. Lines that fit are left as they are.
 */
export function wrapText(text: string, width = 100): string {
  const out: string[] = [];
  for (const line of text.split('\n')) {
    if (line.length <= width) {
      out.push(line);
      continue;
    }
    const indent = /^\s*/.exec(line)?.[0] ?? '';
    const words = line.slice(indent.length).split(/ +/);
    let current = indent;
    for (const word of words) {
      if (current.length > indent.length && current.length + 1 + word.length > width) {
        out.push(current);
        current = indent + word;
      } else {
        current = current.length > indent.length ? `${current} ${word}` : current + word;
      }
    }
    out.push(current);
  }
  return out.join('\n');
}
