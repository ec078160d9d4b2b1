// The two visitor channels: wx_ pages open in the messaging app's browser, mn_ pages in the
// mini-program. They mirror each other; the channel only changes links and the openid message.

export type Channel = 'wx' | 'mn';

export function isChannel(value: unknown): value is Channel {
  return value === 'wx' || value === 'mn';
}

/** `/wx_ticketList?…` for a page of this channel, with the query's defined values. */
export function pagePath(
  channel: Channel,
  page: string,
  query: Record<string, string | number | undefined> = {},
): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined) params.set(key, String(value));
  }
  const search = params.toString();
  return `/${channel}_${page}${search ? `?${search}` : ''}`;
}

/** The purchase home: the ticket home, except the mini-program's, which is the ticket list. */
export function homePath(channel: Channel): string {
  return pagePath(channel, channel === 'mn' ? 'ticketList' : 'ticketIndex');
}
