import {
  bold,
  bulletList,
  code,
  heading,
  indentedParagraph,
  internalLink,
  italic,
  link,
  orderedList,
  paragraph,
  quote,
  richText,
  text,
  underline,
  type RichText,
} from '../lexical'

export type PageSeed = {
  slug: string
  titre: string
  chapeau: string
  meta: { title: string; description: string }
  /** Slugs of the pages this one links to internally (created before it). */
  links: string[]
  contenu: (pageId: (slug: string) => number) => RichText
}

/**
 * Legal and company pages, in creation order: a page links only to pages above it.
 * Together they use every node kind of the editor: h1–h6, paragraph (also indented), quote, ul, ol, li
 * (also nested), internal and external links, and the bold, italic, underline and code marks.
 */
export const PAGES: readonly PageSeed[] = [
  {
    slug: 'politique-de-confidentialite',
    titre: 'Politique de confidentialité',
    chapeau: 'Comment nous collectons, utilisons et protégeons les données personnelles de nos clients professionnels.',
    meta: {
      title: 'Politique de confidentialité',
      description: 'Traitement des données personnelles des clients et prospects professionnels.',
    },
    links: [],
    contenu: () =>
      richText(
        heading('h2', 'Responsable du traitement'),
        paragraph(
          'Le responsable du traitement est la société éditrice du site, dont les coordonnées figurent dans les mentions légales.',
        ),
        heading('h3', 'Données collectées'),
        orderedList(
          'Données d’identification\u00a0: nom, prénom, fonction, e-mail et téléphone professionnels.',
          {
            children: ['Données relatives à l’entreprise\u00a0:'],
            nested: {
              ordered: true,
              items: [
                'raison sociale et numéro SIRET\u00a0;',
                'numéro de TVA intracommunautaire\u00a0;',
                'adresses de livraison et de facturation.',
              ],
            },
          },
          'Données de commande et de facturation.',
        ),
        heading('h4', 'Finalités'),
        paragraph(
          'Les données sont traitées pour la gestion des comptes clients, des commandes, de la facturation et, avec votre accord, de la prospection.',
        ),
        heading('h5', 'Durées de conservation'),
        paragraph(
          'Les données des comptes sont conservées pendant la relation commerciale puis trois ans\u00a0; les pièces comptables dix ans.',
        ),
        heading('h6', 'Vos droits'),
        paragraph(
          'Vous disposez d’un droit d’accès, de rectification, d’effacement et d’opposition. Écrivez à ',
          bold('dpo@example.com'),
          ' ou adressez une réclamation à la ',
          link('https://www.cnil.fr', 'CNIL', true),
          '.',
        ),
      ),
  },
  {
    slug: 'mentions-legales',
    titre: 'Mentions légales',
    chapeau: 'Informations légales relatives à l’éditeur et à l’hébergeur du site.',
    meta: { title: 'Mentions légales', description: 'Éditeur, hébergeur et propriété intellectuelle du site.' },
    links: [],
    contenu: () =>
      richText(
        heading('h2', 'Éditeur du site'),
        paragraph(
          bold('Intégrateur Industrie Services SAS'),
          ', société par actions simplifiée au capital de 1\u202f200\u202f000\u00a0€.',
        ),
        paragraph('Siège social\u00a0: 12 rue des Frères Lumière, 69960 Corbas, France.'),
        paragraph(
          'RCS Lyon – SIRET ',
          code('812\u202f345\u202f676 00025'),
          ' – TVA intracommunautaire ',
          code('FR19812345676'),
          '.',
        ),
        heading('h3', 'Directeur de la publication'),
        paragraph('Le président de la société.'),
        heading('h3', 'Hébergement'),
        paragraph('Le site est hébergé dans l’Union européenne. Coordonnées de l’hébergeur sur simple demande.'),
        heading('h4', 'Propriété intellectuelle'),
        paragraph(
          'Les marques citées appartiennent à leurs propriétaires respectifs. ',
          underline('Toute reproduction du site, même partielle, est interdite sans autorisation écrite.'),
        ),
        paragraph('Pour la Belgique, consultez le ', link('https://economie.fgov.be', 'SPF Économie', true), '.'),
      ),
  },
  {
    slug: 'cookies',
    titre: 'Politique de cookies',
    chapeau: 'Les cookies déposés sur le site et la façon de les gérer.',
    meta: { title: 'Cookies', description: 'Cookies nécessaires, de mesure d’audience et de personnalisation.' },
    links: ['politique-de-confidentialite'],
    contenu: (id) =>
      richText(
        heading('h2', 'Qu’est-ce qu’un cookie\u00a0?'),
        paragraph('Un cookie est un petit fichier déposé sur votre terminal lors de la visite du site.'),
        heading('h3', 'Cookies strictement nécessaires'),
        bulletList(
          [code('payload-token'), '\u00a0: maintien de votre session de client connecté.'],
          [code('cart'), '\u00a0: contenu de votre panier.'],
          [code('consent'), '\u00a0: mémorisation de vos choix en matière de cookies.'],
        ),
        heading('h3', 'Mesure d’audience'),
        paragraph('Ces cookies ne sont déposés qu’après votre consentement, que vous pouvez retirer à tout moment.'),
        paragraph(
          'Pour en savoir plus sur vos données, consultez notre ',
          internalLink('pages', id('politique-de-confidentialite'), 'politique de confidentialité'),
          '.',
        ),
      ),
  },
  {
    slug: 'termes-et-conditions',
    titre: 'Conditions générales de vente',
    chapeau: 'Conditions applicables aux commandes passées par les clients professionnels.',
    meta: {
      title: 'Conditions générales de vente',
      description: 'Commandes, prix, livraison, paiement et garanties pour les professionnels.',
    },
    links: ['mentions-legales', 'politique-de-confidentialite'],
    contenu: (id) =>
      richText(
        heading('h2', 'Article 1 – Champ d’application'),
        paragraph(
          'Les présentes conditions s’appliquent à toutes les ventes conclues avec des ',
          bold('clients professionnels'),
          ' établis en France et en Belgique. Elles prévalent sur les conditions d’achat du client, ',
          italic('sauf accord écrit contraire'),
          '.',
        ),
        heading('h2', 'Article 2 – Commandes'),
        orderedList(
          'La commande est ferme dès sa validation en ligne ou sa transmission par punch-out.',
          'Les articles vendus par conditionnement sont commandés par multiples du pas indiqué.',
          'Les articles coupés à la longueur ne sont ni repris ni échangés.',
        ),
        heading('h3', 'Article 3 – Prix et paiement'),
        paragraph(
          'Les prix sont exprimés en euros hors taxes\u00a0; le prix applicable est celui de vos conditions négociées.',
        ),
        indentedParagraph(
          1,
          'Tout retard de paiement entraîne une indemnité forfaitaire de 40\u00a0€ pour frais de recouvrement.',
        ),
        heading('h3', 'Article 4 – Données et éditeur'),
        paragraph(
          'L’éditeur est identifié dans les ',
          internalLink('pages', id('mentions-legales'), 'mentions légales'),
          '\u00a0; le traitement des données est décrit dans la ',
          internalLink('pages', id('politique-de-confidentialite'), 'politique de confidentialité'),
          '.',
        ),
        paragraph(text('Version en vigueur au 1er janvier 2026.', 'italic', 'underline')),
      ),
  },
  {
    slug: 'a-propos',
    titre: 'À propos',
    chapeau: 'Intégrateur de solutions pour l’industrie depuis 1987, en France et en Belgique.',
    meta: {
      title: 'À propos de nous',
      description: 'Notre histoire, nos agences de Lyon, Lille et Liège et nos engagements.',
    },
    links: ['termes-et-conditions', 'mentions-legales'],
    contenu: (id) =>
      richText(
        heading('h1', 'Intégrateur de solutions pour l’industrie'),
        paragraph(
          'Depuis 1987, nous accompagnons les ',
          bold('services maintenance'),
          ', les ateliers de mécanique et les chaudronneries avec des ',
          italic('pièces, des outils et des services'),
          ' sélectionnés auprès des meilleurs fabricants.',
        ),
        heading('h2', 'Nos agences'),
        bulletList(
          'Lyon (Corbas)\u00a0: siège, plateforme logistique et atelier de réaffûtage.',
          {
            children: ['Lille (Lesquin)\u00a0: agence du Nord, avec\u00a0:'],
            nested: { items: ['un magasin de retrait\u00a0;', 'un atelier de réparation d’électroportatif.'] },
          },
          'Liège (Herstal)\u00a0: agence belge et centre de formation au soudage.',
        ),
        heading('h2', 'Nos engagements'),
        orderedList(
          'Disponibilité\u00a0: 45\u202f000 références en stock.',
          'Expertise\u00a0: 40 techniciens spécialisés.',
          'Proximité\u00a0: un interlocuteur dédié par client.',
        ),
        quote('«\u00a0Notre métier n’est pas de vendre des roulements, mais d’éviter que vos machines s’arrêtent.\u00a0»'),
        indentedParagraph(1, italic('— La direction générale')),
        heading('h3', 'Certifications'),
        paragraph('Nous sommes certifiés ', underline('ISO 9001'), ' et ', underline('ISO 14001'), '.'),
        heading('h4', 'Rejoignez-nous'),
        paragraph(
          'Consultez nos offres sur ',
          link('https://www.linkedin.com/company/example', 'notre page LinkedIn', true),
          '.',
        ),
        heading('h5', 'Documents'),
        paragraph(
          'Nos ',
          internalLink('pages', id('termes-et-conditions'), 'conditions générales de vente'),
          ' et nos ',
          internalLink('pages', id('mentions-legales'), 'mentions légales'),
          '.',
        ),
        heading('h6', 'Dernière mise à jour\u00a0: janvier 2026'),
      ),
  },
]
