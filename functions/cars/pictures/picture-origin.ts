/**
 * Pictures are shown from the app's own origin, not from the bucket's: S3 cannot send `nosniff` or a policy of its
 * own, so CloudFront (`/pictures/*`) and the local cloud put these headers on every picture answer. The link keeps
 * the presigned URL's path and query (its signature) behind the prefix, and the prefix is taken off again before the
 * request reaches the bucket's own host, the host the URL was signed for.
 */
export const PICTURES_PATH = '/pictures';

/** A picture is data to show, never a page: nothing loads from it, and opened directly it runs nothing. */
export const PICTURE_CONTENT_SECURITY_POLICY = "default-src 'none'; sandbox";

/** A presigned link moved under the app's pictures path; unchanged where the app serves no pictures path. */
export const onAppOrigin = (presigned: string, basePath: string | undefined): string => {
  if (!basePath) return presigned;
  const url = new URL(presigned);
  return `${basePath}${url.pathname}${url.search}`;
};

/** The path and query a picture request has at the bucket, or undefined for a path outside the pictures path. */
export const bucketPathOf = (appPath: string): string | undefined =>
  appPath.startsWith(`${PICTURES_PATH}/`) ? appPath.slice(PICTURES_PATH.length) : undefined;
