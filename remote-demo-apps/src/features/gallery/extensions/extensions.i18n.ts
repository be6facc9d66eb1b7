import { addResources } from '@cloudfit/shared/i18n/i18n';

addResources('demo', {
  en: {
    gallery: {
      extensions: {
        title: 'Extensions',
        subtitle: 'Add-ons beyond the basic components.',
        dnd: {
          title: 'Drag and drop',
          description: 'Drag the rows, or use the arrows from the keyboard.',
          label: 'Workout order',
          up: 'Move {{name}} up',
          down: 'Move {{name}} down',
          items: {
            warmUp: 'Warm-up',
            squats: 'Squats',
            pushUps: 'Push-ups',
            plank: 'Plank',
            stretching: 'Stretching',
          },
        },
        clipboard: {
          title: 'Clipboard',
          description: 'Copy a text with one click.',
          text: 'Invitation link',
          copy: 'Copy',
        },
        pickers: {
          title: 'Date and time pickers',
          description: 'A date range whose end cannot come before its start, and a time.',
          from: 'From',
          to: 'To',
          time: 'Class time',
        },
        slider: {
          title: 'Sliders',
          description: 'A single value and a range.',
          volume: 'Music volume: {{value}}',
          price: 'Price range: {{from}} to {{to}}',
        },
        markdown: {
          title: 'Markdown preview',
          description: 'Type Markdown on one side and read it formatted on the other.',
          source: 'Markdown',
          preview: 'Preview',
          sample:
            '## Class notes\n\nBring a **towel** and water.\n\n- Warm-up: 10 minutes\n- Main set: *intervals*\n- Cool-down\n\n> Arrive five minutes early.',
        },
        upload: {
          title: 'File upload',
          description: 'Pictures show a preview; nothing leaves your browser.',
          choose: 'Choose files',
          none: 'No file chosen yet.',
        },
        i18n: {
          title: 'Languages',
          description: 'Switch the whole app’s language; dates and money follow.',
          label: 'Language',
          sample: 'Welcome back! Your next class starts in 20 minutes.',
        },
      },
    },
  },
  de: {
    gallery: {
      extensions: {
        title: 'Erweiterungen',
        subtitle: 'Zusätze über die Grundkomponenten hinaus.',
        dnd: {
          title: 'Ziehen und Ablegen',
          description: 'Ziehen Sie die Zeilen oder nutzen Sie die Pfeile per Tastatur.',
          label: 'Trainingsreihenfolge',
          up: '{{name}} nach oben',
          down: '{{name}} nach unten',
          items: {
            warmUp: 'Aufwärmen',
            squats: 'Kniebeugen',
            pushUps: 'Liegestütze',
            plank: 'Unterarmstütz',
            stretching: 'Dehnen',
          },
        },
        clipboard: {
          title: 'Zwischenablage',
          description: 'Einen Text mit einem Klick kopieren.',
          text: 'Einladungslink',
          copy: 'Kopieren',
        },
        pickers: {
          title: 'Datums- und Zeitauswahl',
          description: 'Ein Zeitraum, dessen Ende nicht vor dem Anfang liegen kann, und eine Uhrzeit.',
          from: 'Von',
          to: 'Bis',
          time: 'Kurszeit',
        },
        slider: {
          title: 'Schieberegler',
          description: 'Ein einzelner Wert und ein Bereich.',
          volume: 'Musiklautstärke: {{value}}',
          price: 'Preisspanne: {{from}} bis {{to}}',
        },
        markdown: {
          title: 'Markdown-Vorschau',
          description: 'Links Markdown schreiben, rechts formatiert lesen.',
          source: 'Markdown',
          preview: 'Vorschau',
          sample:
            '## Kursnotizen\n\nBitte **Handtuch** und Wasser mitbringen.\n\n- Aufwärmen: 10 Minuten\n- Hauptteil: *Intervalle*\n- Abwärmen\n\n> Bitte fünf Minuten früher kommen.',
        },
        upload: {
          title: 'Datei-Upload',
          description: 'Bilder zeigen eine Vorschau; nichts verlässt Ihren Browser.',
          choose: 'Dateien wählen',
          none: 'Noch keine Datei gewählt.',
        },
        i18n: {
          title: 'Sprachen',
          description: 'Die Sprache der ganzen App wechseln; Datum und Beträge folgen.',
          label: 'Sprache',
          sample: 'Willkommen zurück! Ihr nächster Kurs beginnt in 20 Minuten.',
        },
      },
    },
  },
  fr: {
    gallery: {
      extensions: {
        title: 'Extensions',
        subtitle: 'Des compléments au-delà des composants de base.',
        dnd: {
          title: 'Glisser-déposer',
          description: 'Faites glisser les lignes ou utilisez les flèches au clavier.',
          label: "Ordre de l'entraînement",
          up: 'Monter {{name}}',
          down: 'Descendre {{name}}',
          items: {
            warmUp: 'Échauffement',
            squats: 'Squats',
            pushUps: 'Pompes',
            plank: 'Gainage',
            stretching: 'Étirements',
          },
        },
        clipboard: {
          title: 'Presse-papiers',
          description: "Copier un texte d'un clic.",
          text: "Lien d'invitation",
          copy: 'Copier',
        },
        pickers: {
          title: "Sélecteurs de date et d'heure",
          description: 'Une période dont la fin ne peut précéder le début, et une heure.',
          from: 'Du',
          to: 'Au',
          time: 'Heure du cours',
        },
        slider: {
          title: 'Curseurs',
          description: 'Une valeur seule et une plage.',
          volume: 'Volume de la musique : {{value}}',
          price: 'Fourchette de prix : de {{from}} à {{to}}',
        },
        markdown: {
          title: 'Aperçu Markdown',
          description: "Écrivez du Markdown d'un côté, lisez-le mis en forme de l'autre.",
          source: 'Markdown',
          preview: 'Aperçu',
          sample:
            "## Notes de cours\n\nApportez une **serviette** et de l'eau.\n\n- Échauffement : 10 minutes\n- Partie principale : *fractionné*\n- Retour au calme\n\n> Arrivez cinq minutes en avance.",
        },
        upload: {
          title: 'Envoi de fichiers',
          description: 'Les images sont prévisualisées ; rien ne quitte votre navigateur.',
          choose: 'Choisir des fichiers',
          none: 'Aucun fichier choisi pour le moment.',
        },
        i18n: {
          title: 'Langues',
          description: "Changer la langue de toute l'application ; dates et montants suivent.",
          label: 'Langue',
          sample: 'Bon retour ! Votre prochain cours commence dans 20 minutes.',
        },
      },
    },
  },
  pt: {
    gallery: {
      extensions: {
        title: 'Extensões',
        subtitle: 'Complementos além dos componentes básicos.',
        dnd: {
          title: 'Arrastar e largar',
          description: 'Arraste as linhas ou use as setas com o teclado.',
          label: 'Ordem do treino',
          up: 'Subir {{name}}',
          down: 'Descer {{name}}',
          items: {
            warmUp: 'Aquecimento',
            squats: 'Agachamentos',
            pushUps: 'Flexões',
            plank: 'Prancha',
            stretching: 'Alongamentos',
          },
        },
        clipboard: {
          title: 'Área de transferência',
          description: 'Copiar um texto com um clique.',
          text: 'Ligação de convite',
          copy: 'Copiar',
        },
        pickers: {
          title: 'Seletores de data e hora',
          description: 'Um intervalo cujo fim não pode ser antes do início, e uma hora.',
          from: 'De',
          to: 'Até',
          time: 'Hora da aula',
        },
        slider: {
          title: 'Controlos deslizantes',
          description: 'Um valor único e um intervalo.',
          volume: 'Volume da música: {{value}}',
          price: 'Intervalo de preço: {{from}} a {{to}}',
        },
        markdown: {
          title: 'Pré-visualização de Markdown',
          description: 'Escreva Markdown de um lado e leia-o formatado do outro.',
          source: 'Markdown',
          preview: 'Pré-visualização',
          sample:
            '## Notas da aula\n\nTraga uma **toalha** e água.\n\n- Aquecimento: 10 minutos\n- Parte principal: *intervalos*\n- Retorno à calma\n\n> Chegue cinco minutos mais cedo.',
        },
        upload: {
          title: 'Carregamento de ficheiros',
          description: 'As imagens mostram uma pré-visualização; nada sai do seu navegador.',
          choose: 'Escolher ficheiros',
          none: 'Ainda não escolheu nenhum ficheiro.',
        },
        i18n: {
          title: 'Idiomas',
          description: 'Mudar o idioma de toda a aplicação; datas e valores acompanham.',
          label: 'Idioma',
          sample: 'Bem-vindo de volta! A sua próxima aula começa daqui a 20 minutos.',
        },
      },
    },
  },
  'zh-TW': {
    gallery: {
      extensions: {
        title: '擴充功能',
        subtitle: '基本元件以外的附加功能。',
        dnd: {
          title: '拖放',
          description: '拖曳各列，或用鍵盤操作箭頭按鈕。',
          label: '訓練順序',
          up: '將{{name}}上移',
          down: '將{{name}}下移',
          items: {
            warmUp: '暖身',
            squats: '深蹲',
            pushUps: '伏地挺身',
            plank: '平板支撐',
            stretching: '伸展',
          },
        },
        clipboard: {
          title: '剪貼簿',
          description: '一鍵複製文字。',
          text: '邀請連結',
          copy: '複製',
        },
        pickers: {
          title: '日期與時間選擇器',
          description: '結束日不得早於開始日的日期區間，以及時間。',
          from: '開始',
          to: '結束',
          time: '上課時間',
        },
        slider: {
          title: '滑桿',
          description: '單一數值與範圍。',
          volume: '音樂音量：{{value}}',
          price: '價格範圍：{{from}} 至 {{to}}',
        },
        markdown: {
          title: 'Markdown 預覽',
          description: '一邊輸入 Markdown，另一邊即時看到排版結果。',
          source: 'Markdown',
          preview: '預覽',
          sample:
            '## 課程筆記\n\n請攜帶**毛巾**與飲用水。\n\n- 暖身：10 分鐘\n- 主課程：*間歇訓練*\n- 緩和\n\n> 請提早五分鐘到場。',
        },
        upload: {
          title: '檔案上傳',
          description: '圖片會顯示預覽；檔案不會離開你的瀏覽器。',
          choose: '選擇檔案',
          none: '尚未選擇檔案。',
        },
        i18n: {
          title: '語言',
          description: '切換整個應用程式的語言；日期與金額也會跟著變。',
          label: '語言',
          sample: '歡迎回來！你的下一堂課將在 20 分鐘後開始。',
        },
      },
    },
  },
});
