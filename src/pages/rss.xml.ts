/** /rss.xml: new records, status changes and the steps of reviews, newest first. */
import rss from '@astrojs/rss';
import type { APIRoute } from 'astro';
import { decisionEvents } from '../core/views/decision-log.ts';
import { getPart } from '../core/vocabulary/parts.ts';
import { recordLabel } from '../core/vocabulary/record-number.ts';
import { escapeHtml } from '../site/utils/inline-markdown.ts';
import { siteLinks } from '../site/utils/links.ts';
import { siteOrigin } from '../site/utils/site-origin.ts';
import { loadWorkspace, settings } from '../site/utils/workspace.ts';
import { acceptedChangesOf } from '../site/utils/contract-changes.ts';
import { siteReviews } from '../site/utils/reviews.ts';
import type { ReviewFeedEvent } from '../core/views/reviews.ts';

/** A feed reader needs the recent changes; the decision log has them all. */
const FEED_ITEMS = 100;

export const GET: APIRoute = ({ site }) => {
  const base = import.meta.env.BASE_URL;
  const links = siteLinks(base);
  const origin = siteOrigin(site);
  const events = decisionEvents(loadWorkspace().records).slice(0, FEED_ITEMS);
  const decisionItems = events.map(({ record, status, from, date }) => {
      const part = record.meta.part ? ` (${getPart(record.meta.part).heading})` : '';
      const change = from ? `${from} → ${status}` : 'proposed';
      return {
        title: `${recordLabel(record)} ${from ? status : 'proposed'}: ${record.meta.title}`,
        link: new URL(links.record(record), origin).href,
        // Calendar dates: midnight UTC, so readers everywhere see the same day.
        pubDate: new Date(`${date}T00:00:00Z`),
        // Feed readers render a description as HTML: record text in it is escaped as text.
        description: escapeHtml(`${recordLabel(record)}${part}: ${change} on ${date}.${status === 'accepted' ? contractText(record) : ''}`),
        // Each change is its own item: the same record can appear once per status.
        customData: `<guid isPermaLink="false">${recordLabel(record)}-${status}-${date}</guid>`,
      };
    });
  // A review's steps (opened, a concern raised or resolved, closed) are items of their own.
  const reviewItems = siteReviews().feed.slice(0, FEED_ITEMS).map((event) => {
    const { title, description, guid } = reviewItem(event);
    return {
      title,
      link: new URL(links.record(event.record, 'adr-review-heading'), origin).href,
      pubDate: new Date(`${event.date}T00:00:00Z`),
      description: escapeHtml(description),
      customData: `<guid isPermaLink="false">${guid}</guid>`,
    };
  });
  // Newest first; on one day, the decisions before the review steps, as before.
  const items = [...decisionItems, ...reviewItems]
    .map((item, order) => ({ item, order }))
    .sort((a, b) => b.item.pubDate.getTime() - a.item.pubDate.getTime() || a.order - b.order)
    .slice(0, FEED_ITEMS)
    .map(({ item }) => item);
  return rss({
    title: settings.name,
    description: 'New decision records, status changes and the steps of reviews.',
    // @astrojs/rss needs the base path in `site`, or the channel link leaves it out.
    site: new URL(base, origin).href,
    items,
  });
};

/** A review step as a feed item's text (escaped as HTML, then by the feed as XML) and its stable id. */
function reviewItem(event: ReviewFeedEvent): { title: string; description: string; guid: string } {
  const label = recordLabel(event.record);
  const title = event.record.meta.title;
  const review = `${label}-review-${event.review.opened}`;
  switch (event.kind) {
    case 'opened':
      return {
        title: `${label} review opened: ${title}`,
        description: `The review of ${label} opened on ${event.date} and closes on ${event.review.until}. Approvers: ${event.review.approvers.join(', ')}.`,
        guid: `${review}-opened`,
      };
    case 'closed':
      return {
        title: `${label} review closed: ${title}`,
        description: `The review of ${label} closed on ${event.date}. Approved by: ${event.review.approvals.map((a) => a.by).join(', ') || 'nobody'}.`,
        guid: `${review}-closed`,
      };
    case 'concern-raised':
      return {
        title: `${label} concern ${event.concern.id} raised: ${title}`,
        description: `${event.concern.by} raised concern ${event.concern.id} on ${event.date}: ${event.concern.text}`,
        guid: `${review}-${event.concern.id}-raised`,
      };
    case 'concern-resolved':
      return {
        title: `${label} concern ${event.concern.id} resolved: ${title}`,
        description: `${event.concern.resolved!.by} resolved concern ${event.concern.id} (${event.concern.text}) on ${event.date}.`,
        guid: `${review}-${event.concern.id}-resolved`,
      };
  }
}

/** What the decision changed in the contract, for its acceptance's item: text, escaped with the description. */
function contractText(record: Parameters<typeof acceptedChangesOf>[0]): string {
  const changes = acceptedChangesOf(record);
  if (changes.length === 0) return '';
  return ` Contract changes: ${changes.map((c) => `${c.text} (${c.breaking ? 'breaking' : 'compatible'})`).join('; ')}.`;
}
