import fastJson from 'fast-json-stringify';
import type { FastifySchema } from 'fastify';
import type { FastifyRouteSchemaDef } from 'fastify/types/schema.js';
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';

type Serialize = (data: unknown) => string;
type JsonSchema = Record<string, unknown>;
type CompilerInput = Parameters<typeof zodSerializerCompiler>[0];

/**
 * `anyOf: [X, {type: 'null'}]` (how zod writes `.nullable()`) as `type: [X, 'null']` where X is a
 * plain scalar: fast-json-stringify then writes the value directly instead of testing each branch.
 */
function simplified(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(simplified);
  if (!node || typeof node !== 'object') return node;
  const out: JsonSchema = {};
  for (const [key, value] of Object.entries(node as JsonSchema)) out[key] = simplified(value);
  // fast-json-stringify writes required properties first; zod writes the schema's order. Where an
  // optional property comes before a required one, nothing is marked required (absent ones are left out either way).
  const required = out.required as string[] | undefined;
  if (required && out.properties) {
    const keys = Object.keys(out.properties as JsonSchema);
    const firstOptional = keys.findIndex((k) => !required.includes(k));
    if (firstOptional >= 0 && keys.slice(firstOptional).some((k) => required.includes(k))) delete out.required;
  }
  const anyOf = out.anyOf as JsonSchema[] | undefined;
  if (anyOf?.length === 2) {
    const nullAt = anyOf.findIndex((s) => s.type === 'null' && Object.keys(s).length === 1);
    const other = anyOf[1 - nullAt];
    if (nullAt >= 0 && other && ['string', 'integer', 'number', 'boolean'].includes(other.type as string)) {
      const { anyOf: _anyOf, ...rest } = out;
      // Only the type matters to the writer; enum, format and bounds are for validators and documents.
      return { ...rest, type: [other.type, 'null'] };
    }
  }
  return out;
}

/** A writer for answers of `schema`, or null when its JSON Schema cannot say what zod would write. */
export function fastSerializerOf(schema: z.ZodType): Serialize | null {
  try {
    // 'output': what the server sends; transforms and other unrepresentable parts throw, and fall back.
    const json = simplified(z.toJSONSchema(schema, { io: 'output', target: 'draft-7' })) as JsonSchema;
    delete json.$schema;
    return fastJson(json as unknown as Parameters<typeof fastJson>[0]);
  } catch {
    return null;
  }
}

/**
 * Fastify's serializer compiler for our zod response schemas. The zod one validates and re-encodes
 * every answer before `JSON.stringify` (a large share of a small read's CPU); this one writes the
 * answer straight from the schema's JSON Schema with fast-json-stringify (which also leaves out
 * any property the schema does not list). Built on a route's first answer, not at start-up, so
 * booting does not compile a writer for each of hundreds of routes; a schema it cannot represent
 * keeps the zod serializer.
 */
export function fastSerializerCompiler<S extends FastifySchema>(input: FastifyRouteSchemaDef<S>): Serialize {
  let serialize: Serialize | undefined;
  return (data) => {
    if (!serialize) {
      const zodSchema: unknown = input.schema;
      serialize = (zodSchema instanceof z.ZodType ? fastSerializerOf(zodSchema) : null) ?? zodSerializerCompiler(input as unknown as CompilerInput);
    }
    return serialize(data);
  };
}
