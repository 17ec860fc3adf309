// The French messages of the image service. The client-side check keeps the spec's own message
// ('Invalid File type and/or size', common/domain/messages.ts); these say what the server refused.
export const MEDIA_MESSAGES = {
  typeRefused:
    'Type de fichier refusé : seules les images JPEG, PNG, WebP, GIF et AVIF sont acceptées.',
  svgRefused: 'Les images SVG ne sont pas acceptées.',
  tooLarge: (maxBytes: number) =>
    `Le fichier dépasse la taille maximale autorisée (${formatMegabytes(maxBytes)} Mo).`,
  tooManyPixels: (pixels: number, maxPixels: number) =>
    `L'image est trop grande (${Math.round(pixels / 1e6)} mégapixels, maximum ${Math.round(maxPixels / 1e6)}).`,
  unreadable: "L'image est illisible ou endommagée.",
  uploadUrlInvalid: 'Lien de téléversement invalide.',
  uploadUrlExpired: 'Ce lien de téléversement a expiré.',
  uploadUrlUsed: 'Ce lien de téléversement a déjà été utilisé.',
  tooManyOpenUploads: (max: number) =>
    `Vous avez déjà ${max} téléversement${max > 1 ? 's' : ''} en cours : attendez qu'${max > 1 ? 'ils se terminent (ou expirent)' : 'il se termine (ou expire)'} avant d'en commencer un autre.`,
  tooManyUploadUrls: (max: number, minutes: number) =>
    `Trop de téléversements demandés (${max} en ${minutes} minutes au plus) : réessayez dans quelques minutes.`,
  uploadOffsetMismatch: (held: number) =>
    `Le serveur détient ${held} octets de ce fichier : reprenez à partir de là.`,
  addressForbidden: "Cette adresse n'est pas autorisée : elle mène à un réseau privé ou local.",
  addressInvalid: "L'adresse de l'image n'est pas valide (http ou https uniquement).",
  importFailed: (status: number) =>
    `Impossible de récupérer l'image à cette adresse (réponse ${status}).`,
  importTimeout: "Le serveur distant n'a pas répondu à temps.",
  tooManyRedirects: 'Trop de redirections.',
  namespaceInvalid: 'Espace de noms (marque) inconnu.',
  imageMissing: 'Le champ "image" est requis',
  urlMissing: 'Le champ "url" est requis',
  providerNotConfigured: (name: string) => `La banque d'images ${name} n'est pas configurée.`,
  providerUnknown: (name: string) => `Banque d'images inconnue : ${name}.`,
  providerFailed: (name: string) => `La banque d'images ${name} ne répond pas.`,
  imageNotFound: 'Image introuvable.',
} as const;

function formatMegabytes(bytes: number): string {
  const mo = bytes / (1024 * 1024);
  return Number.isInteger(mo) ? String(mo) : mo.toFixed(1);
}

/** A refusal the client may show as is (HTTP 4xx with this message). */
export class MediaRefusal extends Error {
  constructor(
    message: string,
    readonly status: number = 422,
    readonly code: string = 'BAD_USER_INPUT',
    /** The distant server's own HTTP status, when it answered something else than 200. */
    readonly upstreamStatus?: number,
  ) {
    super(message);
    this.name = 'MediaRefusal';
  }
}
