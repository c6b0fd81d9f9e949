/**
 * The SPA's security headers, defined once: CloudFront's response headers policy (cdk/stacks/web-stack.ts) and the
 * local cloud's static and Vite servers (local/web.ts) both read them, so the browser sees the same policy everywhere.
 * Mantine writes CSS variables into <style> elements and style attributes, hence 'unsafe-inline' for styles only.
 */
export interface PolicyOptions {
  /** Vite's dev server: inline scripts for its preamble and a websocket for hot reload. */
  development?: boolean;
  /** Origins documents may be shown from besides our own (the S3 emulator locally). */
  otherOrigins?: readonly string[];
  /** Ask the browser to upgrade http sub-requests (only where the app is served over https). */
  upgradeInsecureRequests?: boolean;
  /** Origins images may come from besides our own: the pictures bucket, whose presigned links show stock cars' pictures. */
  imageOrigins?: readonly string[];
}

/** The video host's player, which the support videos embed in a frame. */
export const VIDEO_PLAYER_ORIGIN = 'https://player.vimeo.com';

export const contentSecurityPolicy = (options: PolicyOptions = {}): string => {
  const others = (options.otherOrigins ?? []).join(' ');
  const withOthers = (sources: string): string => (others ? `${sources} ${others}` : sources);
  return [
    "default-src 'self'",
    options.development ? "script-src 'self' 'unsafe-inline'" : "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    withOthers(["img-src 'self' data: blob:", ...(options.imageOrigins ?? [])].join(' ')),
    "font-src 'self' data:",
    options.development ? "connect-src 'self' ws: wss:" : "connect-src 'self'",
    `${withOthers("frame-src 'self' blob:")} ${VIDEO_PLAYER_ORIGIN}`,
    "worker-src 'self' blob:",
    // Printed documents open as blob: PDFs in a new tab, which inherits this policy; the browser's PDF viewer needs it.
    "object-src 'self' blob:",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    ...(options.upgradeInsecureRequests ? ['upgrade-insecure-requests'] : []),
  ].join('; ');
};

export const PERMISSIONS_POLICY = 'camera=(), microphone=(), geolocation=(), payment=()';
export const REFERRER_POLICY = 'strict-origin-when-cross-origin';
