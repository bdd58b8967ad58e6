const MARKS = /[\u0300-\u036f]/g;

/**
 * A URL-safe slug from Vietnamese text: "Hội thảo AI" → "hoi-thao-ai". NFD stripping leaves đ/Đ
 * alone (they are letters, not marks), so they are folded by hand.
 */
export function slugify(text: string, maxLength = 80): string {
  return text
    .normalize('NFD')
    .replace(MARKS, '')
    .replace(/đ/g, 'd')
    .replace(/Đ/g, 'D')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, maxLength)
    .replace(/-+$/g, '');
}

/** What a slug typed by a person must look like: lower-case ASCII words joined by single hyphens. */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
