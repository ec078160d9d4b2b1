// The routes the API page (/docs) lists, read from the running server's OpenAPI document.
import type { TestServer } from '../../support/testServer.ts';

export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  minimum?: number;
  maximum?: number;
}

export interface Operation {
  method: string;
  /** As the document writes it: `/api/ticketType/photo/{id}`. */
  path: string;
  tags?: string[];
  summary?: string;
  parameters?: { name: string; in: 'query' | 'path' | 'header'; schema?: JsonSchema }[];
  requestBody?: { content: Record<string, { schema?: JsonSchema }> };
}

export async function openApiOperations(server: TestServer): Promise<Operation[]> {
  const res = await fetch(`${server.url}/docs/json`);
  const doc = (await res.json()) as {
    paths: Record<string, Record<string, Omit<Operation, 'method' | 'path'>>>;
  };
  return Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, op]) => ({ ...op, method: method.toUpperCase(), path })),
  );
}
