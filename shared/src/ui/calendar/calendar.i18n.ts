import { addResources } from '@cloudfit/shared/i18n/i18n';

// The words on every FullCalendar's toolbar, as the app's other buttons (FullCalendar's English is lower case).
addResources('calendar', {
  en: { buttons: { today: 'Today', month: 'Month', week: 'Week', day: 'Day', list: 'List' } },
  de: { buttons: { today: 'Heute', month: 'Monat', week: 'Woche', day: 'Tag', list: 'Liste' } },
  fr: { buttons: { today: 'Aujourd’hui', month: 'Mois', week: 'Semaine', day: 'Jour', list: 'Liste' } },
  pt: { buttons: { today: 'Hoje', month: 'Mês', week: 'Semana', day: 'Dia', list: 'Lista' } },
  'zh-TW': { buttons: { today: '今天', month: '月', week: '週', day: '日', list: '列表' } },
});
