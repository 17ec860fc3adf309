// Words and phrases the demo articles are made of: plausible French newsroom copy, enough
// variety for search, autocomplete and suggestions to behave as they would on real data.

export const SUBJECTS = [
  'Le gouvernement',
  'La mairie de Lyon',
  'Les élèves de terminale',
  'Une start-up nantaise',
  'Le festival de Cannes',
  'Les agriculteurs bretons',
  'La SNCF',
  'Le Parlement européen',
  'Les supporters du PSG',
  'Une chercheuse de l’Inserm',
  'Le musée du Louvre',
  'Les pompiers des Bouches-du-Rhône',
  'La Banque de France',
  'Un chef étoilé',
  'Les infirmières',
  'Le Conseil constitutionnel',
  'Une association marseillaise',
  'Les viticulteurs bordelais',
  'La région Occitanie',
  'Le Tour de France',
  'Les lycéens',
  'Une romancière québécoise',
  'Les éleveurs du Cantal',
  'Le CNRS',
  'La ministre de la Culture',
];

/** Third person singular and plural: a title's verb agrees with its subject (« Les lycéens lancent »). */
export const VERBS: ReadonlyArray<{ singular: string; plural: string }> = [
  { singular: 'annonce', plural: 'annoncent' },
  { singular: 'dévoile', plural: 'dévoilent' },
  { singular: 'prépare', plural: 'préparent' },
  { singular: 'lance', plural: 'lancent' },
  { singular: 'défend', plural: 'défendent' },
  { singular: 'réforme', plural: 'réforment' },
  { singular: 'célèbre', plural: 'célèbrent' },
  { singular: 'critique', plural: 'critiquent' },
  { singular: 'remporte', plural: 'remportent' },
  { singular: 'relance', plural: 'relancent' },
  { singular: 'inaugure', plural: 'inaugurent' },
  { singular: 'repousse', plural: 'repoussent' },
  { singular: 'accélère', plural: 'accélèrent' },
  { singular: 'présente', plural: 'présentent' },
  { singular: 'conteste', plural: 'contestent' },
];

/** « Les … » subjects are plural; every other subject of the list is singular. */
export function verbFor(subject: string, verb: { singular: string; plural: string }): string {
  return subject.startsWith('Les ') ? verb.plural : verb.singular;
}

export const OBJECTS = [
  'un plan pour l’école',
  'une nouvelle ligne de tramway',
  'la rénovation énergétique',
  'un projet de loi sur le logement',
  'une exposition inédite',
  'la transition écologique',
  'un budget en hausse',
  'la réforme des retraites',
  'un festival gratuit',
  'une saison record',
  'un vaccin contre la grippe',
  'la semaine de quatre jours',
  'la sécurité routière',
  'une application pour les seniors',
  'le prix du carburant',
  'une filière d’excellence',
  'la protection des océans',
  'les jeux Olympiques',
  'un traité commercial',
  'la rentrée scolaire',
];

export const COMPLEMENTS = [
  'à Paris',
  'en Bretagne',
  'dès la rentrée',
  'malgré la crise',
  'pour 2025',
  'face à l’inflation',
  'en plein été',
  'après des mois de débat',
  'sous la pression des syndicats',
  'avec l’Europe',
  'dans les Alpes',
  'à Marseille',
];

export const SENTENCES = [
  'Les premiers résultats sont attendus dans les prochaines semaines.',
  'Sur place, les habitants se disent partagés entre espoir et inquiétude.',
  'Le calendrier reste serré, reconnaissent les responsables du projet.',
  'Plusieurs élus de l’opposition ont déjà annoncé leur intention de saisir la justice.',
  'Selon une étude publiée mardi, près d’un Français sur deux se dit concerné.',
  'Les associations saluent une avancée, mais réclament davantage de moyens.',
  'L’élève, âgé de dix-sept ans, a été récompensé lors d’une cérémonie au rectorat.',
  'Le coût total de l’opération est estimé à plusieurs millions d’euros.',
  'Les experts interrogés appellent à la prudence face à des chiffres encore provisoires.',
  'La mesure entrera en vigueur au premier janvier, sauf nouveau report.',
  'Dans les cafés du centre-ville, la nouvelle alimente toutes les conversations.',
  'Le préfet a réuni mercredi l’ensemble des acteurs concernés.',
  'Cette décision intervient après une année marquée par une forte hausse des prix.',
  'Les enseignants réclament des effectifs réduits et une meilleure formation.',
  'Le maire a promis une concertation avec les riverains avant l’été.',
  'La fréquentation a dépassé toutes les prévisions dès le premier week-end.',
];

export const FIRST_NAMES = [
  'Camille',
  'Julien',
  'Sophie',
  'Thomas',
  'Léa',
  'Nicolas',
  'Chloé',
  'Antoine',
  'Manon',
  'Hugo',
  'Élise',
  'Mathieu',
  'Inès',
  'Romain',
  'Zoé',
];
export const LAST_NAMES = [
  'Martin',
  'Bernard',
  'Dubois',
  'Lefèvre',
  'Moreau',
  'Laurent',
  'Girard',
  'Roux',
  'Fontaine',
  'Chevalier',
  'Lambert',
  'Faure',
  'Mercier',
  'Blanc',
  'Guérin',
];

export const TOPIC_TAGS = [
  'Politique',
  'Économie',
  'Éducation',
  'Santé',
  'Environnement',
  'Culture',
  'Cinéma',
  'Musique',
  'Football',
  'Rugby',
  'Cyclisme',
  'Gastronomie',
  'Vin',
  'Immobilier',
  'Transports',
  'Énergie',
  'Climat',
  'Justice',
  'Sciences',
  'Espace',
  'Numérique',
  'Intelligence artificielle',
  'Agriculture',
  'Tourisme',
  'Patrimoine',
  'Littérature',
  'Télévision',
  'Séries',
  'Emploi',
  'Retraites',
  'Logement',
  'Europe',
  'International',
  'Faits divers',
  'Météo',
  'Mode',
  'Famille',
  'Jardinage',
];
export const PERSON_TAGS = [
  'Victor Hugo',
  'Simone Veil',
  'Kylian Mbappé',
  'Marion Cotillard',
  'Thomas Pesquet',
  'Aya Nakamura',
  'Omar Sy',
  'Teddy Riner',
];
export const EVENT_TAGS = [
  'Festival de Cannes',
  'Tour de France',
  'Roland-Garros',
  'Fête de la musique',
  'Salon de l’agriculture',
];
export const VIDEO_TAGS = ['Reportage', 'Interview vidéo', 'Making-of', 'Bande-annonce'];
/** TV programmes and collections, offered by brands allowed media programs (000 §2 enrichment). */
export const TV_PROGRAM_TAGS = [
  'Koh-Lanta',
  'Fort Boyard',
  'Plus belle la vie',
  'Des chiffres et des lettres',
  'Le Journal de 20 heures',
  'Capital',
];
export const TV_COLLECTION_TAGS = [
  'Les séries de l’été',
  'Jeux télévisés',
  'Documentaires animaliers',
];

export const CATEGORY_TREE: Record<string, string[]> = {
  Actualités: ['Politique', 'Société', 'Faits divers', 'International'],
  Économie: ['Entreprises', 'Emploi', 'Consommation'],
  Culture: ['Cinéma', 'Musique', 'Livres', 'Expositions'],
  Sport: ['Football', 'Rugby', 'Cyclisme', 'Tennis'],
  'Sciences et santé': ['Santé', 'Espace', 'Environnement'],
  'Art de vivre': ['Cuisine', 'Voyage', 'Maison'],
};
export const CHANNELS = ['Info en continu', 'Reportages', 'Divertissement'];
export const EVENTS = ['Élections municipales', 'Jeux olympiques', 'Festival de Cannes'];
export const GUIDES = ['Guide des vacances', 'Guide du jardinage'];
export const SOURCES = ['AFP', 'Reuters', 'Rédaction', 'Associated Press', 'Partenaire'];
export const QUALIFIERS = ['Enquête', 'Interview', 'Portrait', 'Tribune', 'Reportage', 'Analyse'];
