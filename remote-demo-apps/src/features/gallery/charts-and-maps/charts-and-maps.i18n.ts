import { addResources } from '@cloudfit/shared/i18n/i18n';

addResources('demo', {
  en: {
    gallery: {
      charts: {
        title: 'Charts and maps',
        subtitle: 'Charts from @mui/x-charts, each with a text alternative, and a world map drawn offline.',
        month: 'Month',
        day: 'Day',
        class: 'Class',
        plan: 'Plan',
        share: 'Share',
        classes: { yoga: 'Yoga', pilates: 'Pilates', spinning: 'Spinning', boxing: 'Boxing' },
        plans: { basic: 'Basic', plus: 'Plus', premium: 'Premium', student: 'Student' },
        line: {
          title: 'Line chart',
          description: 'New members per month.',
          series: 'New members',
          summary: 'New members rose every month, from {{from}} in January to {{to}} in June.',
        },
        area: {
          title: 'Area chart',
          description: 'Check-ins per day, this week against last week.',
          thisWeek: 'This week',
          lastWeek: 'Last week',
          summary:
            '{{thisWeek}} check-ins this week against {{lastWeek}} last week; Saturday is the busiest day.',
        },
        bar: {
          title: 'Bar chart',
          description: 'Attendance by class type this month.',
          series: 'Attendance',
          summary: '{{best}} is the most attended class with {{count}} visits.',
        },
        pie: {
          title: 'Donut chart',
          description: 'Members by plan.',
          summary: '{{plan}} is the most common plan, with {{share}} of members.',
        },
        scatter: {
          title: 'Scatter chart',
          description: 'Age against visits a month, one dot per member.',
          age: 'Age',
          visits: 'Visits a month',
          series: 'Members',
          summary: 'Younger members tend to visit more often.',
        },
        gauge: {
          title: 'Gauge',
          description: 'How full the studios are right now.',
          used: 'Capacity used',
          summary: '{{percent}} of the places are taken.',
        },
        map: {
          title: 'Members by country',
          description: 'Drawn from bundled map data, no internet needed. Hover or focus a country.',
          label: 'World map of members by country',
          tooltip: '{{country}}: {{members}} members',
          noData: '{{country}}: no members',
          legend: 'members',
        },
      },
    },
  },
  de: {
    gallery: {
      charts: {
        title: 'Diagramme und Karten',
        subtitle:
          'Diagramme aus @mui/x-charts, jedes mit Textalternative, und eine offline gezeichnete Weltkarte.',
        month: 'Monat',
        day: 'Tag',
        class: 'Kurs',
        plan: 'Tarif',
        share: 'Anteil',
        classes: { yoga: 'Yoga', pilates: 'Pilates', spinning: 'Indoor-Cycling', boxing: 'Boxen' },
        plans: { basic: 'Basis', plus: 'Plus', premium: 'Premium', student: 'Studierende' },
        line: {
          title: 'Liniendiagramm',
          description: 'Neue Mitglieder pro Monat.',
          series: 'Neue Mitglieder',
          summary: 'Die Zahl neuer Mitglieder stieg jeden Monat, von {{from}} im Januar auf {{to}} im Juni.',
        },
        area: {
          title: 'Flächendiagramm',
          description: 'Check-ins pro Tag, diese Woche gegenüber letzter Woche.',
          thisWeek: 'Diese Woche',
          lastWeek: 'Letzte Woche',
          summary:
            '{{thisWeek}} Check-ins diese Woche gegenüber {{lastWeek}} letzte Woche; Samstag ist der vollste Tag.',
        },
        bar: {
          title: 'Balkendiagramm',
          description: 'Teilnahme nach Kursart in diesem Monat.',
          series: 'Teilnahmen',
          summary: '{{best}} ist mit {{count}} Besuchen der meistbesuchte Kurs.',
        },
        pie: {
          title: 'Ringdiagramm',
          description: 'Mitglieder nach Tarif.',
          summary: '{{plan}} ist der häufigste Tarif mit {{share}} der Mitglieder.',
        },
        scatter: {
          title: 'Streudiagramm',
          description: 'Alter gegenüber Besuchen pro Monat, ein Punkt je Mitglied.',
          age: 'Alter',
          visits: 'Besuche pro Monat',
          series: 'Mitglieder',
          summary: 'Jüngere Mitglieder kommen tendenziell öfter.',
        },
        gauge: {
          title: 'Messanzeige',
          description: 'Wie voll die Studios gerade sind.',
          used: 'Belegte Kapazität',
          summary: '{{percent}} der Plätze sind belegt.',
        },
        map: {
          title: 'Mitglieder nach Land',
          description:
            'Aus mitgelieferten Kartendaten gezeichnet, ohne Internet. Land überfahren oder fokussieren.',
          label: 'Weltkarte der Mitglieder nach Land',
          tooltip: '{{country}}: {{members}} Mitglieder',
          noData: '{{country}}: keine Mitglieder',
          legend: 'Mitglieder',
        },
      },
    },
  },
  fr: {
    gallery: {
      charts: {
        title: 'Graphiques et cartes',
        subtitle:
          'Des graphiques @mui/x-charts, chacun avec une alternative textuelle, et une carte du monde dessinée hors ligne.',
        month: 'Mois',
        day: 'Jour',
        class: 'Cours',
        plan: 'Formule',
        share: 'Part',
        classes: { yoga: 'Yoga', pilates: 'Pilates', spinning: 'Vélo en salle', boxing: 'Boxe' },
        plans: { basic: 'Essentiel', plus: 'Plus', premium: 'Premium', student: 'Étudiant' },
        line: {
          title: 'Courbe',
          description: 'Nouveaux membres par mois.',
          series: 'Nouveaux membres',
          summary: 'Les nouveaux membres ont augmenté chaque mois, de {{from}} en janvier à {{to}} en juin.',
        },
        area: {
          title: 'Graphique en aires',
          description: 'Entrées par jour, cette semaine et la semaine dernière.',
          thisWeek: 'Cette semaine',
          lastWeek: 'Semaine dernière',
          summary:
            '{{thisWeek}} entrées cette semaine contre {{lastWeek}} la semaine dernière ; le samedi est le jour le plus chargé.',
        },
        bar: {
          title: 'Histogramme',
          description: 'Fréquentation par type de cours ce mois-ci.',
          series: 'Fréquentation',
          summary: '{{best}} est le cours le plus fréquenté avec {{count}} visites.',
        },
        pie: {
          title: 'Graphique en anneau',
          description: 'Membres par formule.',
          summary: '{{plan}} est la formule la plus courante, avec {{share}} des membres.',
        },
        scatter: {
          title: 'Nuage de points',
          description: "L'âge face aux visites par mois, un point par membre.",
          age: 'Âge',
          visits: 'Visites par mois',
          series: 'Membres',
          summary: 'Les membres plus jeunes viennent en général plus souvent.',
        },
        gauge: {
          title: 'Jauge',
          description: 'Le taux de remplissage des studios en ce moment.',
          used: 'Capacité utilisée',
          summary: '{{percent}} des places sont prises.',
        },
        map: {
          title: 'Membres par pays',
          description:
            'Dessinée à partir de données intégrées, sans internet. Survolez ou sélectionnez un pays.',
          label: 'Carte du monde des membres par pays',
          tooltip: '{{country}} : {{members}} membres',
          noData: '{{country}} : aucun membre',
          legend: 'membres',
        },
      },
    },
  },
  pt: {
    gallery: {
      charts: {
        title: 'Gráficos e mapas',
        subtitle:
          'Gráficos do @mui/x-charts, cada um com alternativa em texto, e um mapa-múndi desenhado sem internet.',
        month: 'Mês',
        day: 'Dia',
        class: 'Aula',
        plan: 'Plano',
        share: 'Percentagem',
        classes: { yoga: 'Ioga', pilates: 'Pilates', spinning: 'Ciclismo indoor', boxing: 'Boxe' },
        plans: { basic: 'Básico', plus: 'Plus', premium: 'Premium', student: 'Estudante' },
        line: {
          title: 'Gráfico de linhas',
          description: 'Novos membros por mês.',
          series: 'Novos membros',
          summary: 'Os novos membros aumentaram todos os meses, de {{from}} em janeiro para {{to}} em junho.',
        },
        area: {
          title: 'Gráfico de área',
          description: 'Entradas por dia, esta semana face à semana passada.',
          thisWeek: 'Esta semana',
          lastWeek: 'Semana passada',
          summary:
            '{{thisWeek}} entradas esta semana face a {{lastWeek}} na semana passada; o sábado é o dia mais movimentado.',
        },
        bar: {
          title: 'Gráfico de barras',
          description: 'Presenças por tipo de aula este mês.',
          series: 'Presenças',
          summary: '{{best}} é a aula mais frequentada, com {{count}} visitas.',
        },
        pie: {
          title: 'Gráfico em anel',
          description: 'Membros por plano.',
          summary: '{{plan}} é o plano mais comum, com {{share}} dos membros.',
        },
        scatter: {
          title: 'Gráfico de dispersão',
          description: 'Idade face a visitas por mês, um ponto por membro.',
          age: 'Idade',
          visits: 'Visitas por mês',
          series: 'Membros',
          summary: 'Os membros mais novos tendem a vir mais vezes.',
        },
        gauge: {
          title: 'Indicador',
          description: 'Quão cheios estão os estúdios neste momento.',
          used: 'Capacidade ocupada',
          summary: '{{percent}} dos lugares estão ocupados.',
        },
        map: {
          title: 'Membros por país',
          description: 'Desenhado a partir de dados incluídos, sem internet. Passe o rato ou foque um país.',
          label: 'Mapa-múndi dos membros por país',
          tooltip: '{{country}}: {{members}} membros',
          noData: '{{country}}: sem membros',
          legend: 'membros',
        },
      },
    },
  },
  'zh-TW': {
    gallery: {
      charts: {
        title: '圖表與地圖',
        subtitle: '@mui/x-charts 圖表（皆附文字替代說明），以及離線繪製的世界地圖。',
        month: '月份',
        day: '日期',
        class: '課程',
        plan: '方案',
        share: '比例',
        classes: { yoga: '瑜伽', pilates: '皮拉提斯', spinning: '飛輪', boxing: '拳擊' },
        plans: { basic: '基本', plus: '進階', premium: '尊榮', student: '學生' },
        line: {
          title: '折線圖',
          description: '每月新會員數。',
          series: '新會員',
          summary: '新會員每月成長，從一月的 {{from}} 位增加到六月的 {{to}} 位。',
        },
        area: {
          title: '面積圖',
          description: '每日入場人次，本週與上週比較。',
          thisWeek: '本週',
          lastWeek: '上週',
          summary: '本週入場 {{thisWeek}} 人次，上週 {{lastWeek}} 人次；週六最繁忙。',
        },
        bar: {
          title: '長條圖',
          description: '本月各類課程出席人次。',
          series: '出席人次',
          summary: '{{best}}是出席最多的課程，共 {{count}} 人次。',
        },
        pie: {
          title: '環圈圖',
          description: '各方案的會員數。',
          summary: '{{plan}}是最常見的方案，占會員的 {{share}}。',
        },
        scatter: {
          title: '散佈圖',
          description: '年齡與每月到訪次數，每點代表一位會員。',
          age: '年齡',
          visits: '每月到訪次數',
          series: '會員',
          summary: '較年輕的會員通常來得較頻繁。',
        },
        gauge: {
          title: '儀表',
          description: '目前各場館的使用率。',
          used: '已使用容量',
          summary: '已有 {{percent}} 的名額被預約。',
        },
        map: {
          title: '各國會員數',
          description: '使用內建地圖資料繪製，不需網路。將滑鼠移到國家上或聚焦國家即可查看。',
          label: '各國會員數世界地圖',
          tooltip: '{{country}}：{{members}} 位會員',
          noData: '{{country}}：沒有會員',
          legend: '位會員',
        },
      },
    },
  },
});
