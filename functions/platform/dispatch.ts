import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Context } from 'aws-lambda';
import { normalisePath } from '../routes.ts';

export type HttpHandler = (event: APIGatewayProxyEventV2, context: Context) => Promise<APIGatewayProxyStructuredResultV2>;

/**
 * One Lambda serves a bounded context's routes: it picks the handler by API Gateway's `routeKey`
 * (`POST /api/account/login`), compared in the normalised form the route table matches in.
 */
export const dispatch = (handlers: Record<string, HttpHandler>): HttpHandler => {
  const byKey = new Map(Object.entries(handlers).map(([key, handler]) => [normaliseRouteKey(key), handler]));
  return async (event, context) => {
    const handler = byKey.get(normaliseRouteKey(event.routeKey));
    if (!handler) {
      return {
        statusCode: 404,
        headers: { 'content-type': 'application/json; charset=utf-8' },
        body: JSON.stringify({ Message: 'Findes ikke.', Code: 'NotFound' }),
      };
    }
    return handler(event, context);
  };
};

const normaliseRouteKey = (routeKey: string): string => {
  const [method = '', path = ''] = routeKey.split(' ');
  return `${method.toUpperCase()} ${normalisePath(path)}`;
};
