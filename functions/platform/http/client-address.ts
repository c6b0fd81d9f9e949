import { isIP } from 'node:net';
import type { APIGatewayProxyEventV2 } from 'aws-lambda';

/**
 * The caller's address, as failed sign-ins are counted by it. Behind CloudFront the connection's address is CloudFront's
 * edge, shared by everyone near it; CloudFront sends the viewer's own as `CloudFront-Viewer-Address` (`ip:port`, an
 * IPv6 address unbracketed or bracketed). A caller can write that header too, so it counts only where the API is
 * reachable through CloudFront alone (`TRUST_CLOUDFRONT_VIEWER_ADDRESS`, set by the deployment only then).
 */
export const clientAddress = (
  event: Pick<APIGatewayProxyEventV2, 'headers'> & { requestContext?: { http?: { sourceIp?: string } } },
  trustViewerAddress = process.env.TRUST_CLOUDFRONT_VIEWER_ADDRESS === 'true',
): string => {
  const sourceIp = event.requestContext?.http?.sourceIp ?? 'unknown';
  if (!trustViewerAddress) return sourceIp;
  return viewerAddressOf(event.headers?.['cloudfront-viewer-address']) ?? sourceIp;
};

/** The address of an `ip:port` value, or undefined for anything else. */
const viewerAddressOf = (value: string | undefined): string | undefined => {
  const trimmed = value?.trim();
  if (!trimmed) return undefined;
  const bracketed = /^\[([^\]]+)\]:\d+$/.exec(trimmed);
  const address = bracketed ? bracketed[1]! : /^(.+):\d+$/.exec(trimmed)?.[1];
  return address && isIP(address) ? address : undefined;
};
