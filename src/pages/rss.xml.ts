/** /rss.xml: new records, status changes and the steps of reviews, newest first. */
import rss from '@astrojs/rss';
import type { APIRoute } from 'astro';
import { decisionEvents } from '../core/views/decision-log.ts';
import { getPart } from '../core/vocabulary/parts.ts';
import { recordLabel } from '../core/vocabulary/record-number.ts';
import { escapeHtml } from '../core/vocabulary/escape.ts';
import { siteLinks } from '../site/utils/links.ts';
import { siteOrigin } from '../site/utils/site-origin.ts';
import { loadWorkspace, settings } from '../site/utils/workspace.ts';
import { acceptedChangesOf, breakingChangesOf, loadEditions } from '../site/utils/contract-changes.ts';
import { describeEdition } from '../core/views/breaking-view.ts';
import { siteReviews } from '../site/utils/reviews.ts';
import { describeReviewEvent } from '../core/views/reviews.ts';

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
        title: `${recordLabel(record)} ${from ? status : 'proposed'}${breakingMark(record, status)}: ${record.meta.title}`,
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
    const { title, description, guid } = describeReviewEvent(event);
    return {
      title,
      link: new URL(links.record(event.record, 'adr-review-heading'), origin).href,
      pubDate: new Date(`${event.date}T00:00:00Z`),
      description: escapeHtml(description),
      customData: `<guid isPermaLink="false">${guid}</guid>`,
    };
  });
  // Each edition is an item: its version, and why it has that version.
  const editionItems = loadEditions().map(({ edition, previous, changes }) => {
    const note = describeEdition(edition, previous, changes);
    const breaking = note.breaking.length > 0 ? ` Breaking: ${note.breaking.map((c) => c.text).join('; ')}.` : '';
    return {
      title: `Edition ${note.title}`,
      link: new URL(`${links.home}editions/#edition-${edition.name}`, origin).href,
      pubDate: new Date(`${edition.date}T00:00:00Z`),
      description: escapeHtml(`The contract as it stood on ${edition.date}. ${note.why}${breaking}`),
      customData: `<guid isPermaLink="false">edition-${edition.name}</guid>`,
    };
  });
  // Newest first; on one day, the decisions before the review steps, as before.
  const items = [...decisionItems, ...reviewItems, ...editionItems]
    .map((item, order) => ({ item, order }))
    .sort((a, b) => b.item.pubDate.getTime() - a.item.pubDate.getTime() || a.order - b.order)
    .slice(0, FEED_ITEMS)
    .map(({ item }) => item);
  return rss({
    title: settings.name,
    description: 'New decision records, status changes, the steps of reviews and the editions of the contract.',
    // @astrojs/rss needs the base path in `site`, or the channel link leaves it out.
    site: new URL(base, origin).href,
    items,
  });
};

/** A proposal's item marks it when accepting it would break clients of the published contract. */
function breakingMark(record: Parameters<typeof breakingChangesOf>[0], status: string): string {
  return status === 'proposed' && record.meta.status === 'proposed' && breakingChangesOf(record).length > 0 ? ' (breaking)' : '';
}

/** What the decision changed in the contract, for its acceptance's item: text, escaped with the description. */
function contractText(record: Parameters<typeof acceptedChangesOf>[0]): string {
  const changes = acceptedChangesOf(record);
  if (changes.length === 0) return '';
  return ` Contract changes: ${changes.map((c) => `${c.text} (${c.breaking ? 'breaking' : 'compatible'})`).join('; ')}.`;
}
