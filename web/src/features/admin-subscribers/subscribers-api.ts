import type { AnnouncementView, MailDelivery, SubscribersSummary } from '@school/shared/mailing-schemas';
import { apiGet, apiSend } from '../../lib/api-client';

// The subscribers' screen's calls (issue 39): counts only (never a list of parents' addresses),
// the setting of when mail goes, and the newest announcements with how their mails stand.

export const loadSummary = (signal: AbortSignal) => apiGet<SubscribersSummary>('/subscriptions/summary', { signal });

export const loadAnnouncements = (signal: AbortSignal) => apiGet<AnnouncementView[]>('/announcements', { signal });

export const saveDelivery = (delivery: MailDelivery) => apiSend<{ delivery: MailDelivery }>('PUT', '/subscriptions/settings', { delivery });
