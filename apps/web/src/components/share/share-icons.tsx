/** Small monochrome marks for the share channels (decorative: every button also carries the channel's name). */
import type { SVGProps } from 'react';
import { ShareChannel } from '@katana/shared/engagement/share';

const base = { width: 16, height: 16, viewBox: '0 0 24 24', 'aria-hidden': true } as const;

const COLORS: Record<ShareChannel, string> = {
  LinkedIn: 'text-[#0a66c2] dark:text-[#4d9de0]',
  WhatsApp: 'text-[#1fa855] dark:text-[#25d366]',
  Twitter: 'text-fg',
  Facebook: 'text-[#1877f2] dark:text-[#5a9cf5]',
  Gmail: 'text-[#d93025] dark:text-[#f28b82]',
  'Copy Link': 'text-fg-muted',
};

const PATHS: Record<ShareChannel, string> = {
  LinkedIn:
    'M4.98 3.5a2.5 2.5 0 1 1 0 5 2.5 2.5 0 0 1 0-5ZM3 9.75h4V21H3V9.75Zm6.5 0h3.8v1.6h.06c.53-1 1.83-2.05 3.77-2.05 4.03 0 4.77 2.65 4.77 6.1V21h-4v-4.9c0-1.17-.02-2.67-1.63-2.67-1.63 0-1.88 1.27-1.88 2.59V21h-4V9.75Z',
  WhatsApp:
    'M12 2a10 10 0 0 0-8.6 15.1L2 22l5-1.3A10 10 0 1 0 12 2Zm5.3 14.1c-.2.6-1.3 1.2-1.8 1.2-.5.1-1 .2-3.3-.7-2.8-1.1-4.5-4-4.7-4.2-.1-.2-1.1-1.5-1.1-2.9s.7-2.1 1-2.4c.3-.3.6-.3.8-.3h.6c.2 0 .4 0 .6.5l.9 2.1c.1.2.1.4 0 .5l-.3.5-.4.5c-.1.1-.3.3-.1.6.2.3.8 1.3 1.7 2.1 1.2 1 2.1 1.3 2.4 1.5.3.1.5.1.6-.1l.9-1.1c.2-.3.4-.2.7-.1l2 .9c.3.2.5.2.6.4 0 .1 0 .7-.2 1.3Z',
  Twitter: 'M4 3h4.6l4.1 5.8L17.8 3H20l-6.3 7.2L21 21h-4.6l-4.5-6.3L6.4 21H4.2l6.7-7.6L4 3Z',
  Facebook: 'M14 8h3V4h-3c-2.8 0-4.5 1.8-4.5 4.6V11H7v4h2.5v7h4v-7h3l.5-4h-3.5V8.9c0-.6.3-.9 1-.9Z',
  Gmail: 'M3 5h18v14H3V5Zm2 2v.4l7 5 7-5V7H5Zm14 2.8-7 5-7-5V17h14V9.8Z',
  'Copy Link': '',
};

export function ChannelIcon({ channel, ...props }: { channel: ShareChannel } & SVGProps<SVGSVGElement>) {
  if (channel === ShareChannel.CopyLink)
    return (
      <svg
        {...base}
        {...props}
        className={COLORS[channel]}
        fill="none"
        stroke="currentColor"
        strokeWidth={2}
        strokeLinecap="round"
      >
        <path d="M10 13a5 5 0 0 0 7.54.54l3-3a5 5 0 0 0-7.07-7.07l-1.72 1.71" />
        <path d="M14 11a5 5 0 0 0-7.54-.54l-3 3a5 5 0 0 0 7.07 7.07l1.71-1.71" />
      </svg>
    );
  return (
    <svg {...base} {...props} className={COLORS[channel]} fill="currentColor">
      <path d={PATHS[channel]} />
    </svg>
  );
}

export function MoreIcon(props: SVGProps<SVGSVGElement>) {
  return (
    <svg {...base} {...props} fill="currentColor">
      <circle cx="5" cy="12" r="2" />
      <circle cx="12" cy="12" r="2" />
      <circle cx="19" cy="12" r="2" />
    </svg>
  );
}
