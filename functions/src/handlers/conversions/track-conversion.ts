import { trackConversion } from '#core/conversions/track-conversion.js';
import { conversionOperations } from '@kisa/shared/api/operations/conversions';
import { apiOperation } from '../api-handler.js';

/** POST /api/track/conversions: 201 with the conversion recorded, 200 with the one recorded before for a replayed eventId. */
export const handler = apiOperation(conversionOperations.trackConversion, async ({ caller, body }) => {
  const { created, conversion } = await trackConversion(caller, body);
  return { status: created ? 201 : 200, body: conversion };
});
