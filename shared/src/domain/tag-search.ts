/**
 * The listing tags named in a visitor's free text, e.g. "bole apartment" → ["Apartment", "Bole"]
 * (case-insensitive, whole words; longer tags first, so "Addis Ababa" is not also read as "Addis").
 */
export function tagsInText(text: string, tags: readonly string[]): string[] {
  let rest = ` ${text.toLocaleLowerCase().replace(/\s+/g, ' ').trim()} `;
  const found: string[] = [];
  for (const tag of [...tags].sort((a, b) => b.length - a.length)) {
    const needle = ` ${tag.toLocaleLowerCase()} `;
    if (tag.trim() !== '' && rest.includes(needle)) {
      found.push(tag);
      rest = rest.replace(needle, ' ');
    }
  }
  return found.sort((a, b) => a.localeCompare(b));
}
