/** The fields of a blog post that the blog's search box and filters look at. */
export interface SearchablePost {
  title: string;
  summary: string;
  author: string;
  category: string;
  tags: readonly string[];
  body: readonly string[];
}

/** What the blog list is narrowed to (each part optional; all given parts must match). */
export interface PostQuery {
  /** Free text: every word must appear in the title, summary, author, category, tags or body. */
  text?: string;
  category?: string;
  tag?: string;
}

function words(text: string): string[] {
  return text.toLocaleLowerCase().split(/\s+/).filter(Boolean);
}

function sameLabel(a: string, b: string): boolean {
  return a.localeCompare(b, undefined, { sensitivity: 'accent' }) === 0;
}

/**
 * Filters blog posts by free text (case-insensitive, every word must appear), category and tag
 * (case-insensitive exact labels). Keeps the input order; an empty query keeps every post.
 */
export function searchPosts<T extends SearchablePost>(posts: readonly T[], query: PostQuery): T[] {
  const wanted = words(query.text ?? '');
  const category = query.category?.trim() ?? '';
  const tag = query.tag?.trim() ?? '';
  return posts.filter((post) => {
    if (category !== '' && !sameLabel(post.category, category)) return false;
    if (tag !== '' && !post.tags.some((t) => sameLabel(t, tag))) return false;
    if (wanted.length === 0) return true;
    const haystack = [
      post.title,
      post.summary,
      post.author,
      post.category,
      ...post.tags,
      ...post.body,
    ]
      .join(' ')
      .toLocaleLowerCase();
    return wanted.every((word) => haystack.includes(word));
  });
}

/** Each distinct label with how many posts carry it, most used first, then alphabetical. */
export function countLabels(labels: readonly string[]): { label: string; count: number }[] {
  const counts = new Map<string, number>();
  for (const label of labels) counts.set(label, (counts.get(label) ?? 0) + 1);
  return [...counts]
    .map(([label, count]) => ({ label, count }))
    .sort((a, b) => b.count - a.count || a.label.localeCompare(b.label));
}

/** Posts from the newest to the oldest by their ISO `date` (a new array; ties keep their order). */
export function newestFirst<T extends { date: string }>(posts: readonly T[]): T[] {
  return [...posts].sort((a, b) => (a.date < b.date ? 1 : a.date > b.date ? -1 : 0));
}

/** The posts just before and after `id` in `posts` (for "previous" / "next" links). */
export function adjacentPosts<T extends { id: string }>(
  posts: readonly T[],
  id: string,
): { previous: T | undefined; next: T | undefined } {
  const index = posts.findIndex((post) => post.id === id);
  if (index < 0) return { previous: undefined, next: undefined };
  return { previous: posts[index - 1], next: posts[index + 1] };
}
