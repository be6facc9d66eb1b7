import type { TranslatedLocale } from '../bundles';

/** The validation messages of `schemas/product.schema.ts`, in every language but English. */
export const productMessages: Record<string, Record<TranslatedLocale, string>> = {
  'Enter a SKU.': {
    de: 'Geben Sie eine Artikelnummer (SKU) ein.',
    fr: 'Saisissez une référence (SKU).',
    pt: 'Introduza uma referência (SKU).',
    'zh-TW': '請輸入商品編號（SKU）。',
  },
  'Keep the SKU under 40 characters.': {
    de: 'Die Artikelnummer muss kürzer als 40 Zeichen sein.',
    fr: 'La référence doit compter moins de 40 caractères.',
    pt: 'A referência deve ter menos de 40 caracteres.',
    'zh-TW': '商品編號須少於 40 個字元。',
  },
  'Use only letters, digits, dots, - and _ in the SKU.': {
    de: 'Verwenden Sie in der Artikelnummer nur Buchstaben, Ziffern, Punkte, - und _.',
    fr: 'Utilisez uniquement des lettres, des chiffres, des points, - et _ dans la référence.',
    pt: 'Utilize apenas letras, algarismos, pontos, - e _ na referência.',
    'zh-TW': '商品編號只能使用英文字母、數字、句點、- 和 _。',
  },
  'Enter a barcode of 8 to 14 digits.': {
    de: 'Geben Sie einen Barcode mit 8 bis 14 Ziffern ein.',
    fr: 'Saisissez un code-barres de 8 à 14 chiffres.',
    pt: 'Introduza um código de barras de 8 a 14 algarismos.',
    'zh-TW': '請輸入 8 至 14 位數的條碼。',
  },
  'Enter a product name.': {
    de: 'Geben Sie einen Produktnamen ein.',
    fr: 'Saisissez le nom du produit.',
    pt: 'Introduza o nome do produto.',
    'zh-TW': '請輸入產品名稱。',
  },
  'Keep the product name under 120 characters.': {
    de: 'Der Produktname muss kürzer als 120 Zeichen sein.',
    fr: 'Le nom du produit doit compter moins de 120 caractères.',
    pt: 'O nome do produto deve ter menos de 120 caracteres.',
    'zh-TW': '產品名稱須少於 120 個字元。',
  },
  'Enter a cost of 0 or more.': {
    de: 'Geben Sie einen Einkaufspreis von 0 oder mehr ein.',
    fr: "Saisissez un coût d'achat de 0 ou plus.",
    pt: 'Introduza um custo de 0 ou mais.',
    'zh-TW': '請輸入 0 或以上的成本。',
  },
  'Enter a reorder level of 0 or more.': {
    de: 'Geben Sie einen Meldebestand von 0 oder mehr ein.',
    fr: 'Saisissez un seuil de réapprovisionnement de 0 ou plus.',
    pt: 'Introduza um nível de reposição de 0 ou mais.',
    'zh-TW': '請輸入 0 或以上的安全庫存量。',
  },
  'Enter a reorder level below 100,000.': {
    de: 'Geben Sie einen Meldebestand unter 100.000 ein.',
    fr: 'Saisissez un seuil de réapprovisionnement inférieur à 100 000.',
    pt: 'Introduza um nível de reposição inferior a 100 000.',
    'zh-TW': '請輸入低於 100,000 的安全庫存量。',
  },
  'Choose whether the product is on sale.': {
    de: 'Legen Sie fest, ob das Produkt verkauft wird.',
    fr: 'Indiquez si le produit est en vente.',
    pt: 'Indique se o produto está à venda.',
    'zh-TW': '請選擇產品是否販售中。',
  },
  'Choose the kind of stock change.': {
    de: 'Wählen Sie die Art der Bestandsänderung.',
    fr: 'Choisissez le type de mouvement de stock.',
    pt: 'Escolha o tipo de movimento de stock.',
    'zh-TW': '請選擇庫存異動類型。',
  },
  'Enter a whole quantity.': {
    de: 'Geben Sie eine ganze Zahl als Menge ein.',
    fr: 'Saisissez une quantité entière.',
    pt: 'Introduza uma quantidade inteira.',
    'zh-TW': '請輸入整數數量。',
  },
  'Enter a quantity below 100,000.': {
    de: 'Geben Sie eine Menge unter 100.000 ein.',
    fr: 'Saisissez une quantité inférieure à 100 000.',
    pt: 'Introduza uma quantidade inferior a 100 000.',
    'zh-TW': '請輸入低於 100,000 的數量。',
  },
  'Enter a quantity other than 0.': {
    de: 'Geben Sie eine Menge ungleich 0 ein.',
    fr: 'Saisissez une quantité différente de 0.',
    pt: 'Introduza uma quantidade diferente de 0.',
    'zh-TW': '請輸入不為 0 的數量。',
  },
  'Choose the branch that receives the stock.': {
    de: 'Wählen Sie die Filiale, die den Bestand erhält.',
    fr: 'Choisissez le site qui reçoit le stock.',
    pt: 'Escolha a unidade que recebe o stock.',
    'zh-TW': '請選擇接收庫存的分店。',
  },
  'Enter a reason.': {
    de: 'Geben Sie einen Grund an.',
    fr: 'Indiquez un motif.',
    pt: 'Indique um motivo.',
    'zh-TW': '請輸入原因。',
  },
  'A restock adds stock: enter a quantity of more than 0.': {
    de: 'Eine Nachlieferung erhöht den Bestand: Geben Sie eine Menge größer als 0 ein.',
    fr: 'Un réapprovisionnement ajoute du stock : saisissez une quantité supérieure à 0.',
    pt: 'Uma reposição acrescenta stock: introduza uma quantidade superior a 0.',
    'zh-TW': '補貨會增加庫存，請輸入大於 0 的數量。',
  },
  'Waste and transfers remove stock: enter a quantity below 0.': {
    de: 'Schwund und Umbuchungen verringern den Bestand: Geben Sie eine Menge kleiner als 0 ein.',
    fr: 'Les pertes et les transferts retirent du stock : saisissez une quantité inférieure à 0.',
    pt: 'Quebras e transferências retiram stock: introduza uma quantidade inferior a 0.',
    'zh-TW': '耗損與調撥會減少庫存，請輸入小於 0 的數量。',
  },
  'Choose a different branch.': {
    de: 'Wählen Sie eine andere Filiale.',
    fr: 'Choisissez un autre site.',
    pt: 'Escolha uma unidade diferente.',
    'zh-TW': '請選擇另一間分店。',
  },
  'Only a transfer has a receiving branch.': {
    de: 'Nur eine Umbuchung hat eine empfangende Filiale.',
    fr: 'Seul un transfert a un site de destination.',
    pt: 'Só uma transferência tem unidade de destino.',
    'zh-TW': '只有調撥才需要指定接收分店。',
  },
};
