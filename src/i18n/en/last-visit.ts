/** English texts of the line above the panel's screen about the last visit's lists and the network (panel/last-visit.tsx): registered by that chunk with addTexts. */
export default {
  'lastVisit.offline': "You're offline.",
  'lastVisit.offlineSaved': "You're offline. These are your lists from your last visit.",
  'lastVisit.stale': 'These lists are from your last visit: they could not be updated.',
} as Record<string, string>;
