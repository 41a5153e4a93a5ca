import { conversionInputSchema } from '@kisa/shared';
import { trackConversion } from '#domain/conversions/track-conversion.js';
import { apiHandler } from '../api-handler.js';
import { parseInput } from '#lib/http/parse-input.js';

/** POST /api/track/conversions: 201 with the conversion recorded, 200 with the one recorded before for a replayed eventId. */
export const handler = apiHandler(
  async ({ caller, body }) => {
    const { created, conversion } = await trackConversion(caller, parseInput(conversionInputSchema, body));
    return { status: created ? 201 : 200, body: conversion };
  },
  { auth: 'user' },
);
