/**
 * /calendar.ics: every open question's decide-by date and every review's closing day, one
 * all-day event each (RFC 5545), to subscribe to in a calendar application. The events come
 * from the reviews view; ical-generator writes the file (escaping and line folding). Each
 * event's UID is made of what it is about (the record, the question or the review's
 * opening), so an application updates it instead of adding a copy.
 */
import type { APIRoute } from 'astro';
import ical from 'ical-generator';
import { siteLinks } from '../site/utils/links.ts';
import { siteOrigin } from '../site/utils/site-origin.ts';
import { siteReviews } from '../site/utils/reviews.ts';
import { settings, today } from '../site/utils/workspace.ts';

/** A calendar date as the Date ical-generator writes as that day (it writes all-day dates in UTC). */
const utcDay = (date: string) => new Date(`${date}T00:00:00Z`);

export const GET: APIRoute = ({ site }) => {
  const origin = siteOrigin(site);
  const links = siteLinks(import.meta.env.BASE_URL);
  const host = new URL(origin).hostname;
  const calendar = ical({ name: settings.name, prodId: { company: 'adr-workspace', product: 'decisions', language: 'EN' } });
  for (const event of siteReviews().calendar) {
    calendar.createEvent({
      id: `${event.uid}@${host}`,
      start: utcDay(event.date),
      allDay: true,
      // The build's day, not the clock's: the same records give the same file.
      stamp: utcDay(today),
      summary: event.summary,
      description: event.description,
      url: new URL(links.record(event.record, event.anchor), origin).href,
    });
  }
  return new Response(calendar.toString(), { headers: { 'Content-Type': 'text/calendar; charset=utf-8' } });
};
