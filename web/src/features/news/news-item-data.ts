import type { EventItem } from '@school/shared/event-schemas';
import { publishedAt } from '@school/shared/publish-time';
import { absoluteUrl, defaultShareImage, type ShareImage } from '../../lib/page-meta';
import { SCHEMA_CONTEXT, schoolAddress, schoolDateTime, schoolOrganization } from '../../lib/structured-data';
import type { SchoolSettings } from '../../lib/school-settings';

/** The item's link-preview picture: its image's 1200×630 share JPEG; undefined: the school's own (PageMeta). */
export function itemShareImage(item: EventItem): ShareImage | undefined {
  const share = item.image?.share;
  return share ? { url: share.url, width: share.width, height: share.height, alt: item.title } : undefined;
}

/** Absolute picture addresses for JSON-LD: the share JPEG and the largest stored variant. */
function itemImages(item: EventItem, origin: string, school: SchoolSettings): string[] {
  const largest = item.image?.variants.reduce((a, b) => (b.width > a.width ? b : a), item.image.variants[0] ?? item.image);
  const urls = [(itemShareImage(item) ?? defaultShareImage(school)).url, ...(largest ? [largest.url] : [])];
  return [...new Set(urls.map((url) => absoluteUrl(origin, url)))];
}

/**
 * schema.org data for the item's page (`url`): a NewsArticle published by the school, or an Event
 * with its times in school time (Asia/Kolkata, +05:30) at its place on the school's address.
 */
export function itemJsonLd(item: EventItem, url: string, origin: string, settings: SchoolSettings): object {
  const school = schoolOrganization(settings, origin);
  const image = itemImages(item, origin, settings);
  if (item.type === 'event') {
    return {
      '@context': SCHEMA_CONTEXT,
      '@type': 'Event',
      name: item.title,
      description: item.description,
      url,
      startDate: schoolDateTime(item.startDate ?? item.createdAt),
      endDate: schoolDateTime(item.endDate),
      eventStatus: 'https://schema.org/EventScheduled',
      eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
      location: { '@type': 'Place', name: item.location || settings.name, address: schoolAddress(settings) },
      image,
      organizer: school,
    };
  }
  return {
    '@context': SCHEMA_CONTEXT,
    '@type': 'NewsArticle',
    // Search engines show headlines up to 110 characters.
    headline: item.title.slice(0, 110),
    description: item.description,
    url,
    mainEntityOfPage: url,
    datePublished: publishedAt(item),
    dateModified: item.updatedAt,
    image,
    author: school,
    publisher: school,
  };
}
