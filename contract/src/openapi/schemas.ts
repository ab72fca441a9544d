import { z } from 'zod';
import * as api from '../api/index';
import { flexBool, INT4_MAX, INT4_MIN } from '../api/define';

/** A JSON Schema (2020-12) object as the document holds it. */
export type JsonSchema = Record<string, unknown>;
export type SchemaIo = 'input' | 'output';

const COMPONENT_REF = '#/components/schemas/';
/** z.number().int() without bounds states the safe-integer range: noise a reader does not need. */
const SAFE_MIN = Number.MIN_SAFE_INTEGER;
const SAFE_MAX = Number.MAX_SAFE_INTEGER;

type AnyDef = { type: string; in?: z.ZodType; out?: z.ZodType; innerType?: z.ZodType };
const defOf = (schema: z.ZodType): AnyDef => (schema as unknown as { _zod: { def: AnyDef } })._zod.def;

/** Whether a schema converts what it receives (a transform somewhere before its last step). */
function converts(schema: z.ZodType): boolean {
  const def = defOf(schema);
  if (def.type === 'transform') return true;
  if (def.type === 'pipe') return converts(def.in!) || converts(def.out!);
  return false;
}

/**
 * What a client should send for an input schema. Query and form values are text, so the contract
 * accepts numbers and booleans as strings too (flexInt, flexBool) and checks the converted value:
 * the document describes that value (an integer within int4, a boolean), which is also what a JSON
 * body sends. A pipe that only post-processes (dedupe, trim to '') is documented by its input.
 */
function documentedInput(schema: z.ZodType): z.ZodType | 'boolean' {
  if (schema === flexBool) return 'boolean';
  const def = defOf(schema);
  if (def.type !== 'pipe') return schema;
  if (defOf(def.out!).type === 'transform') return documentedInput(def.in!);
  return converts(def.in!) ? documentedInput(def.out!) : schema;
}

/** Whether an input field is an object sent as JSON text in form and multipart bodies (contract `jsonField`). */
export function isJsonTextField(schema: z.ZodType): boolean {
  const def = defOf(schema);
  if (def.type === 'optional' || def.type === 'default' || def.type === 'nullable') return isJsonTextField(def.innerType!);
  return def.type === 'pipe' && defOf(def.in!).type === 'transform';
}

/** Component names for the contract's exported object schemas: `userSchema` -> `User` (`UserInput` when sent). */
function namedObjectSchemas(): Array<[string, z.ZodType]> {
  return Object.entries(api)
    .filter(([key, value]) => key.endsWith('Schema') && value instanceof z.ZodObject)
    .map(([key, value]) => [key[0]!.toUpperCase() + key.slice(1, -'Schema'.length), value as z.ZodType]);
}

/**
 * Converts contract schemas with zod's own `z.toJSONSchema`, collecting the named entities as shared
 * components (`#/components/schemas/User`) so each appears once in the document.
 */
export class SchemaCatalog {
  readonly components: Record<string, JsonSchema> = {};
  /** Shared refusal responses the operations refer to (components.responses). */
  readonly responses: Record<string, unknown> = {};
  private readonly registries: Record<SchemaIo, z.core.$ZodRegistry<{ id?: string }>>;

  constructor() {
    const registryFor = (suffix: string) => {
      const registry = z.registry<{ id?: string }>();
      for (const [name, schema] of namedObjectSchemas()) registry.add(schema, { id: name + suffix });
      return registry;
    };
    this.registries = { output: registryFor(''), input: registryFor('Input') };
  }

  /** The JSON Schema of a contract schema as sent (`input`) or as answered (`output`). */
  convert(schema: z.ZodType, io: SchemaIo): JsonSchema {
    return this.hoist(this.toJson(schema, io));
  }

  /** Moves zod's `$defs` into the shared components and points the `$ref`s there. */
  private hoist(converted: JsonSchema): JsonSchema {
    const { $defs, $schema: _dialect, ...root } = converted as JsonSchema & { $defs?: Record<string, JsonSchema> };
    for (const [name, def] of Object.entries($defs ?? {})) {
      const ready = rewriteRefs(def) as JsonSchema;
      const known = this.components[name];
      if (known && JSON.stringify(known) !== JSON.stringify(ready)) throw new Error(`two schemas named ${name}`);
      this.components[name] = ready;
    }
    return rewriteRefs(root) as JsonSchema;
  }

  private toJson(schema: z.ZodType, io: SchemaIo): JsonSchema {
    return z.toJSONSchema(schema, {
      io,
      target: 'draft-2020-12',
      unrepresentable: 'any',
      metadata: this.registries[io],
      override: (ctx) => {
        const json = ctx.jsonSchema as JsonSchema;
        if (io === 'input') {
          const schema = ctx.zodSchema as unknown as z.ZodType;
          const documented = documentedInput(schema);
          if (documented !== schema) replace(json, documented === 'boolean' ? { type: 'boolean' } : this.plain(documented));
        }
        if (json.minimum === SAFE_MIN) delete json.minimum;
        if (json.maximum === SAFE_MAX) delete json.maximum;
        if (json.type === 'integer' && json.minimum === INT4_MIN && json.maximum === INT4_MAX) {
          delete json.minimum;
          delete json.maximum;
          json.format = 'int32';
        }
      },
    });
  }

  /** A nested conversion for a documented replacement; its named entities still become components. */
  private plain(schema: z.ZodType): JsonSchema {
    return this.hoist(this.toJson(schema, 'input'));
  }
}

function replace(target: JsonSchema, source: JsonSchema): void {
  for (const key of Object.keys(target)) delete target[key];
  Object.assign(target, source);
}

/** zod writes `#/$defs/User`; the document keeps shared schemas under components. */
function rewriteRefs(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(rewriteRefs);
  if (typeof value !== 'object' || value === null) return value;
  const out: Record<string, unknown> = {};
  for (const [key, inner] of Object.entries(value)) {
    out[key] = key === '$ref' && typeof inner === 'string' ? inner.replace(/^#\/\$defs\//, COMPONENT_REF) : rewriteRefs(inner);
  }
  return out;
}
