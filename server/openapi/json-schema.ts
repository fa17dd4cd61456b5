import { toJsonSchema, toJsonSchemaDefs, type ConversionConfig, type JsonSchema } from '@valibot/to-json-schema';
import type * as v from 'valibot';
import { IdString } from '../../src/api/contract/id.ts';

export type { JsonSchema };

/** Where named schemas live in the OpenAPI document. */
export const schemaRef = (name: string) => `#/components/schemas/${name.replaceAll('~', '~0').replaceAll('/', '~1')}`;

/** IdString's check (`parseId`): the one check of the contract a JSON Schema can say, as a pattern. */
const idCheck = IdString.pipe[1];
const idText = { pattern: '^[1-9][0-9]{0,9}$', description: 'An id: 1 to 2147483647.' };

/**
 * The wire shape of every schema: what a request or an answer carries before parsing (`typeMode: 'input'`).
 * Checks and transformations JSON Schema cannot say are left out, so the document is as strict as it can
 * be and never stricter than the server: a regex with flags (case-insensitive) is dropped rather than
 * kept without its flag.
 */
const config = (definitions: Record<string, v.GenericSchema>): ConversionConfig => ({
  target: 'draft-2020-12',
  typeMode: 'input',
  errorMode: 'ignore',
  definitions,
  overrideRef: ({ referenceId }) => schemaRef(referenceId),
  // v.looseObject lets unknown keys through, v.object strips them: only the loose ones say so in the document
  overrideSchema: ({ valibotSchema, jsonSchema }) =>
    valibotSchema.type === 'loose_object' ? { ...jsonSchema, additionalProperties: true } : undefined,
  overrideAction: ({ valibotAction, jsonSchema }) => {
    if (valibotAction === idCheck) return { ...jsonSchema, ...idText };
    const requirement: unknown = 'requirement' in valibotAction ? valibotAction.requirement : undefined;
    if (valibotAction.type === 'regex' && requirement instanceof RegExp && requirement.flags) {
      const { pattern: _flagged, ...rest } = jsonSchema;
      return rest;
    }
    return undefined;
  },
});

/** Named schemas become components (`$ref`s), converted once. */
export function schemaConverter(named: Record<string, v.GenericSchema>) {
  const definitions = config(named);
  const components = toJsonSchemaDefs(named, definitions) as Record<string, JsonSchema>;
  const names = new Map<v.GenericSchema, string>(Object.entries(named).map(([name, schema]) => [schema, name]));

  /** A schema at its place in the document: a `$ref` when it has a name, else converted in place. */
  function convert(schema: v.GenericSchema): JsonSchema {
    const name = names.get(schema);
    if (name) return { $ref: schemaRef(name) };
    const { $schema: _dialect, $defs: _defs, ...inPlace } = toJsonSchema(schema, definitions);
    return inPlace;
  }

  return { components, convert };
}
