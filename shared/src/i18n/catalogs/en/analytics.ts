/** The analytics screens. */
export const analytics = {
  'analytics.change.none': 'none in the previous period',
  'analytics.change.flat': 'no change on the previous period',
  'analytics.change.up': 'up {change} on the previous period',
  'analytics.change.down': 'down {change} on the previous period',
};
