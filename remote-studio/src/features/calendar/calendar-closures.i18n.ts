import { addResources } from '@cloudfit/shared/i18n/i18n';

/** The calendar's closure bands and the note above it naming the closures in view. */
addResources('studio', {
  en: {
    calendarClosures: {
      band: 'Closed: {{reason}}',
      bandAt: '{{center}} closed: {{reason}}',
      note: '{{center}} is closed {{days}}: {{reason}}',
    },
  },
  de: {
    calendarClosures: {
      band: 'Geschlossen: {{reason}}',
      bandAt: '{{center}} geschlossen: {{reason}}',
      note: '{{center}} ist geschlossen {{days}}: {{reason}}',
    },
  },
  fr: {
    calendarClosures: {
      band: 'Fermé : {{reason}}',
      bandAt: '{{center}} fermé : {{reason}}',
      note: '{{center}} est fermé {{days}} : {{reason}}',
    },
  },
  pt: {
    calendarClosures: {
      band: 'Encerrada: {{reason}}',
      bandAt: '{{center}} encerrada: {{reason}}',
      note: '{{center}} está encerrada {{days}}: {{reason}}',
    },
  },
  'zh-TW': {
    calendarClosures: {
      band: '休館：{{reason}}',
      bandAt: '{{center}} 休館：{{reason}}',
      note: '{{center}} 於 {{days}} 休館：{{reason}}',
    },
  },
});
