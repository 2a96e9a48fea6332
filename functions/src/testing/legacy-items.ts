/** A news item as versions before slugs stored it (no slug, no version): for tests of old records. */
export const legacyNewsItem = (title: string, createdAt: string) => ({
  title,
  description: 'Stored by an older version.',
  type: 'news',
  tags: [],
  startDate: null,
  endDate: null,
  location: '',
  imageUrl: '',
  image: null,
  imageKeys: [],
  createdAt,
  updatedAt: createdAt,
});
