/** Small line icons drawn inline (no icon font, no requests). */
const PATHS: Record<string, string> = {
  people:
    'M16 11a4 4 0 1 0-4-4 4 4 0 0 0 4 4Zm-8 1a3 3 0 1 0-3-3 3 3 0 0 0 3 3Zm8 2c-3.3 0-7 1.7-7 4v2h14v-2c0-2.3-3.7-4-7-4ZM8 14c-.5 0-1.1 0-1.7.1C3.7 14.5 1 15.8 1 17.5V20h6v-2c0-1.5.7-2.8 1.9-3.9Z',
  cloud: 'M7 18a5 5 0 0 1-.6-10A6 6 0 0 1 18 9a4.5 4.5 0 0 1-.5 9Z',
  code: 'm8 7-5 5 5 5M16 7l5 5-5 5M14 4l-4 16',
  check: 'm5 12 5 5 9-10',
  shield: 'M12 3 4 6v6c0 4.5 3.4 8.2 8 9 4.6-.8 8-4.5 8-9V6Z',
  chart: 'M4 20V10M10 20V4M16 20v-7M22 20H2',
  rocket:
    'M5 15c-1.5 1.5-2 5-2 5s3.5-.5 5-2m-1-4 4 4m-6-2c0-6 5-12 14-12 0 9-6 14-12 14m4-9a2 2 0 1 0 4 0 2 2 0 0 0-4 0',
  gear: 'M12 15a3 3 0 1 0 0-6 3 3 0 0 0 0 6Zm7.4-3 2-1.6-2-3.4-2.4.8a7 7 0 0 0-1.7-1L15 4h-4l-.4 2.8a7 7 0 0 0-1.7 1L6.6 7l-2 3.4L6.6 12l-2 1.6 2 3.4 2.3-.8a7 7 0 0 0 1.7 1L11 20h4l.4-2.8a7 7 0 0 0 1.7-1l2.3.8 2-3.4Z',
  bulb: 'M9 18h6m-5 3h4M12 3a6 6 0 0 0-4 10.5c.7.7 1 1.5 1 2.5h6c0-1 .3-1.8 1-2.5A6 6 0 0 0 12 3Z',
  headset: 'M4 14v-2a8 8 0 0 1 16 0v2M4 14h3v5H5a1 1 0 0 1-1-1Zm16 0h-3v5h2a1 1 0 0 0 1-1Z',
  clock: 'M12 7v5l3 2m6-2a9 9 0 1 1-18 0 9 9 0 0 1 18 0Z',
  phone:
    'M5 4h4l2 5-2.5 1.5a11 11 0 0 0 5 5L15 13l5 2v4a2 2 0 0 1-2 2A16 16 0 0 1 3 6a2 2 0 0 1 2-2Z',
  mail: 'M3 6h18v12H3Zm0 0 9 7 9-7',
  pin: 'M12 21s-7-6.1-7-11a7 7 0 0 1 14 0c0 4.9-7 11-7 11Zm0-8a3 3 0 1 0 0-6 3 3 0 0 0 0 6Z',
  layers: 'm12 3 9 5-9 5-9-5Zm-9 9 9 5 9-5M3 16l9 5 9-5',
  search: 'M11 18a7 7 0 1 0 0-14 7 7 0 0 0 0 14Zm10 3-5-5',
  pencil: 'M4 20h4L19 9l-4-4L4 16Zm10-14 4 4',
};

export type IconName = keyof typeof PATHS;

export function Icon({ name, size = 24 }: { name: string; size?: number }) {
  return (
    <svg
      className="icon"
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d={PATHS[name] ?? PATHS.check} />
    </svg>
  );
}
