import { CriticalityLevel, diff, type Change } from '@graphql-inspector/core';
import {
  buildSchema,
  getNamedType,
  isInputObjectType,
  isInterfaceType,
  isObjectType,
  isEnumType,
  type GraphQLSchema,
} from 'graphql';

/**
 * The deprecation promise (docs/integrators.md, "Changes and deprecation"): a change that can break a client of the
 * released schema is allowed only when it removes what the released schema had already deprecated (a field, an
 * argument, an input field, an enum value), or a type that only deprecated fields and arguments used. Everything
 * else that @graphql-inspector/core counts as breaking is refused.
 */
export async function breakingChanges(releasedSdl: string, currentSdl: string): Promise<Change[]> {
  const released = buildSchema(releasedSdl);
  const current = buildSchema(currentSdl);
  const changes = await diff(released, current);
  return changes.filter(
    (change) =>
      change.criticality.level === CriticalityLevel.Breaking && !removesDeprecated(released, change),
  );
}

function removesDeprecated(released: GraphQLSchema, change: Change): boolean {
  const path = change.path?.split('.') ?? [];
  switch (change.type) {
    case 'FIELD_REMOVED':
    case 'INPUT_FIELD_REMOVED':
    case 'ENUM_VALUE_REMOVED':
    case 'FIELD_ARGUMENT_REMOVED':
      return isDeprecated(released, path);
    case 'TYPE_REMOVED':
      return onlyDeprecatedUses(released, path[0] ?? '');
    default:
      return false;
  }
}

/** Whether `Type.field`, `Type.field.argument`, `Input.field` or `Enum.VALUE` is deprecated in the schema. */
function isDeprecated(schema: GraphQLSchema, [typeName = '', member = '', argument]: string[]): boolean {
  const type = schema.getType(typeName);
  if (isEnumType(type)) return Boolean(type.getValue(member)?.deprecationReason);
  if (isInputObjectType(type)) return Boolean(type.getFields()[member]?.deprecationReason);
  if (!isObjectType(type) && !isInterfaceType(type)) return false;
  const field = type.getFields()[member];
  if (!field) return false;
  if (argument === undefined) return Boolean(field.deprecationReason);
  return Boolean(
    field.deprecationReason ?? field.args.find((arg) => arg.name === argument)?.deprecationReason,
  );
}

/** Whether every field and argument of the schema that uses the type is deprecated (or on a deprecated field). */
function onlyDeprecatedUses(schema: GraphQLSchema, typeName: string): boolean {
  for (const type of Object.values(schema.getTypeMap())) {
    if (type.name.startsWith('__') || type.name === typeName) continue;
    if (isObjectType(type) || isInterfaceType(type)) {
      for (const field of Object.values(type.getFields())) {
        if (field.deprecationReason) continue;
        if (getNamedType(field.type).name === typeName) return false;
        if (field.args.some((arg) => !arg.deprecationReason && getNamedType(arg.type).name === typeName))
          return false;
      }
    } else if (isInputObjectType(type)) {
      for (const field of Object.values(type.getFields())) {
        if (!field.deprecationReason && getNamedType(field.type).name === typeName) return false;
      }
    }
  }
  return true;
}
