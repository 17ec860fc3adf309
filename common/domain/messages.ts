// Every French string a user sees, with typed keys (spec 000 and 001 §5, §8).
// Strings quoted in the spec are copied verbatim (including their typography, e.g. the straight
// apostrophes and 'Les url's Cerise'); strings marked "ours" are where the spec describes a
// message without quoting it and we wrote the French an editor would expect.

export const MESSAGES = {
  // — Not found (001 §8)
  qualifierNotFound: "Ce qualifier n'existe pas",
  segmentNotFound: "Ce segment n'existe pas",
  userNotFound: "Cet utilisateur n'existe pas",
  googleGroupNotFound: "Ce groupe utilisateur n'existe pas",
  roleNotFound: "Ce role utilisateur n'existe pas",
  tagNotFound: "Ce tag n'existe pas",
  /** ours: the TV programme and collection searches of a brand not allowed media programs. */
  tvProgramsNotAllowed: 'Les programmes et collections TV ne sont pas proposés pour cette marque.',

  // — Generic (001 §7, §8)
  saveDone: 'Sauvegarde effectuée',
  createDone: 'Création effectuée',
  genericError: 'Une erreur est survenue',
  genericRetry: 'Réessayer',
  // ours: an image the network cannot reach (offline, CDN down) shows this instead of a broken icon
  imageUnavailable: 'Image indisponible',
  // ours: the internal-link dialog lists a found article it cannot link, with this reason
  /** ours: the save refuses a person link whose person does not exist (spec 001 §5) */
  personLinkUnknown: 'Le lien personne « {label} » ne correspond à aucune personne connue.',
  internalLinkNoPublicUrl: 'Lien impossible : pas d’URL publique (ni URL canonique ni slug)',
  requiredField: 'Champ obligatoire',
  fieldRequiredQuoted: 'Le champ "{label}" est requis',
  unsavedChanges: 'Vous avez des changements non sauvegardés, êtes-vous sûr de vouloir quitter ?',
  noResult: 'Aucun résultat',
  noResultEllipsis: 'Aucun résultat...',
  noResultCards: 'Pas de résultat',
  selectBrand: 'Sélectionner une marque',
  allBrands: 'Toutes',
  noTitle: 'NO_TITLE',
  // ours (issue 30): every field that takes a link (common/domain/validation/linkRule.ts)
  urlInvalid:
    "Cette adresse n'est pas un lien web valide : elle doit commencer par http:// ou https:// suivi du nom du site.",
  // ours (issue 30): a one-line text (meta title, description) holding markup or control characters
  plainTextMarkup: 'Ce champ ne peut contenir ni balises HTML (< >) ni caractères de contrôle.',

  // — Segments (001 §2, §5)
  segmentDeleted: 'Le segment a été supprimé !',
  segmentSyntaxError:
    "Un des segments contient une erreur de syntaxe et n'a pas pu être enregistré.",
  segmentActive: 'Activé',
  segmentInactive: 'Désactivé',
  /** ours: the segment form shows it under a query that is not valid JSON. */
  segmentInvalidJson: "La requête n'est pas un JSON valide",

  // — Links (001 §8)
  linksNoneFound: 'Aucun lien trouvé',
  linksUnknownType: 'Unknown internal link type',

  // — Article (001 §5, §8)
  articleNoBrandKey: "Erreur, il n'y a pas de BrandKey",
  articleSaveError: "Erreur lors de l'enregistrement",
  articleHtmlInsertion: "L'insertion de code {tag} n'est pas autorisé dans un article.",
  articleSaved: 'Article enregistré',
  articleLoadError: 'Une erreur est survenue, veuillez réessayer',
  articleIdNotFound: "L'identifiant de l'article est introuvable.",
  articleTranslateError: "Impossible de traduire l'article",
  // « Duplication web » (ours): where the copy comes from, and what of the source stayed behind.
  duplicationCopyOf: 'Copie de « {title} » ({label})',
  duplicationLeftBehind:
    'Non repris, car propres à la marque {label} : {title}. Choisissez ceux de la nouvelle marque dans le panneau de droite.',
  mediaIdNotFound: "L'identifiant du media n'existe pas.",
  articleTitleRequired: 'Un article doit comporter un titre pour pouvoir être enregistré.',
  articlePublishedAtInvalid: 'La date de publication est incorrecte.',
  articleHistoryTitle: 'Historique des modifications',
  createVideo: 'Créer la vidéo',
  scheduledOn: 'Programmé le',
  scheduledFilter: 'Programmé',
  toggleMore: 'Voir plus',
  toggleLess: 'Masquer',

  // — Publishing requirements (001 §5; the spec names them, the French is ours)
  requiredAuthor: 'Un auteur est obligatoire pour publier.',
  requiredCategory: 'Une catégorie est obligatoire pour publier.',
  requiredImageCredit: 'Le crédit est obligatoire sur toutes les images.',
  requiredImage: 'Une image est obligatoire pour publier.',
  requiredImageFormat: "Le format de l'image est obligatoire.",
  requiredImageSource: 'La source est obligatoire sur toutes les images.',
  requiredTag: 'Au moins un tag est obligatoire pour publier.',
  requiredTitle: 'Le titre est obligatoire pour publier.',
  requiredSlug:
    "Un slug est obligatoire pour publier : saisissez-le, le titre ne permet pas d'en générer un.",
  requiredSource: 'La source est obligatoire pour publier.',
  requiredPublishedAt: 'Une date de publication est obligatoire pour programmer.',
  requiredChannel: 'Une chaîne vidéo est obligatoire.',
  requiredVideo: 'Une vidéo est obligatoire pour publier.',
  invalidBodyImage: "Une image du corps de l'article n'a pas d'adresse valide.",
  tooManyRelations: 'Un article ne peut pas comporter plus de {max} {label}.',
  tooManySingleRelation: "Un article ne peut comporter qu'{label}.",

  // — Slug (001 §5; ours)
  slugInvalid: 'Le slug ne peut contenir que des lettres minuscules, des chiffres et des tirets.',
  slugLocked: 'Ce slug existant ne peut pas être modifié.',

  // — Tags (001 §5; ours)
  tagMaxReached: 'Le nombre maximum de tags est atteint.',
  tagPersonNotAllowed: 'Les tags personnalité ne sont pas autorisés pour cette marque.',
  tagVideoOnlyOnVideo: 'Seuls les tags vidéo sont autorisés sur une page vidéo.',
  tagVideoNotAllowed: 'Les tags vidéo sont réservés aux pages vidéo.',
  tagIntroHint: "Le texte d'introduction doit faire moins de 300 caractères.",
  tagIntroTooLong: "Le texte d'introduction doit faire moins de 300 caractères.",

  // — Print (001 §5, §8)
  printDuplicateSubject:
    'Duplication impossible, un sujet intitulé "{title}" existe déjà sur le print',
  printDuplicated: 'L\'article web "{title}" a été dupliqué sur le print.',
  printSourceNotFound: "Il n'existe pas un article avec l'identifiant {id}.",
  printSourceProblem: 'Un probleme est détecté avec cet article.',
  printSourceEmpty: "Le contenu de l'article est vide, veuillez sélectionner un autre article.",
  printToValidate: 'À valider',
  printToMockup: 'À maquetter',
  /** ours */
  printSubjectRequired: 'Choisissez un sujet existant ou renseignez magazine, numéro et rubrique.',
  printSubjectWillBe: 'Le nouveau sujet sera intitulé « {title} ».',
  printSendsSavedVersion:
    "Des modifications ne sont pas enregistrées : le print reçoit la dernière version enregistrée de l'article.",
  printOfflineNotice:
    'Hors ligne : la duplication print a besoin du serveur. Ce que vous saisissez reste là ; envoyez dès le retour du réseau.',
  printNeedsServer:
    'La duplication print a besoin du serveur, injoignable pour le moment : rien n’a été envoyé. Réessayez une fois la connexion revenue.',
  printSubjectCreatedNotSent:
    'Le sujet « {title} » a été créé mais le texte n’a pas été envoyé : « Envoyer au print » le renvoie sur ce sujet.',
  printPanelNotFound: "Le sujet print de cet article n'est pas accessible.",
  signatureComplementLabel: 'Complément de signature',
  printHeadingNotFound: 'Cette rubrique est introuvable.',
  printUnitNotFound: 'Ce service est introuvable.',
  printAssignmentNotFound: 'Ce sujet print est introuvable.',
  printVersionNotFound: "Ce sujet print n'a pas encore de version.",
  printTextReadOnly: 'Le texte est en maquette : il ne peut plus être modifié depuis le web.',
  printTransitionRefused: 'Une version "{from}" ne peut pas passer à "{to}".',
  printDuplicationStatusInvalid: 'Le statut doit être « À valider » ou « À maquetter ».',
  printSystemUnavailable: 'Le système print ne répond pas, réessayez plus tard.',
  printImportInvalid: "Le fichier d'import print n'est pas valide :",
  /** ours: the print system's API (server/src/print/httpPrintSystem.ts) */
  printSystemUnreachable: 'Le système print est injoignable. Réessayez plus tard.',
  printSystemMalformed: 'Le système print ne répond pas correctement. Réessayez plus tard.',
  printSystemDenied: "Le système print refuse l'accès du back-office. Vérifiez sa configuration.",
  printSystemAddressForbidden:
    "L'adresse du système print est dans un réseau interne : elle n'est pas autorisée.",

  // — Print → web in the app (issue 36; ours)
  printSourceCreating: "Création de l'article web à partir de la version print…",
  printSourceOffline:
    "Hors ligne : l'article web ne peut être créé depuis le print qu'avec le serveur. Il sera créé de lui-même dès le retour du réseau.",
  printBackToList: 'Retour à la liste des articles',
  boardCardLoading: 'Chargement de la carte du board…',
  boardCardNotFound: "Il n'existe pas de carte du board avec l'identifiant {id}.",
  boardCardOffline:
    "Hors ligne : la carte du board n'est lisible que sur le serveur. Elle s'ouvrira d'elle-même dès le retour du réseau.",
  boardCardOrigin: 'Nouvel article depuis la carte du board « {title} ».',
  boardCardOriginPlanned:
    'Nouvel article depuis la carte du board « {title} », parution prévue le {label}.',

  // — Newsletter flash (001 §8)
  nlFlashSent: 'Newsletter flash envoyé',
  nlFlashImageRequired: "Une image est requise sur l'article",
  nlFlashUrlMissing: 'URL missing for this article',
  /** ours */
  nlFlashNotEnabled: "La newsletter flash n'est pas activée pour cette marque.",
  nlFlashProviderMissing:
    "Le service de newsletter n'est pas configuré sur ce serveur : la newsletter flash n'a pas été envoyée.",
  /** ours (issue 30): a mass mailing is confirmed, and sent twice only when confirmed again. */
  nlFlashDuplicate:
    "Une newsletter flash a déjà été envoyée pour cet article le {label} : confirmez pour l'envoyer de nouveau.",
  nlFlashProviderRefused:
    "L'outil de newsletter n'a pas accepté la newsletter flash : elle n'a pas été envoyée. Réessayez dans quelques minutes.",
  nlFlashConfirm: 'Envoyer la newsletter flash « {title} » à tous les abonnés de {label} ?',

  // — Affiliate (000 §4)
  /** ours */
  affiliateRatingInvalid: 'La note doit être un nombre entier entre 0 et 10.',
  /** 001 §8: the wizard's errors begin « Une erreur est survenue lors de … ». */
  affiliateSearchError: 'Une erreur est survenue lors de la recherche des produits.',
  affiliateDesignError: 'Une erreur est survenue lors du chargement des designs.',
  affiliateCardCreationError: 'Une erreur est survenue lors de la création de la carte.',
  affiliateCatalogAddError: "Une erreur est survenue lors de l'ajout du produit au catalogue.",
  /** ours (issue 37): the platform's state, said once here. */
  affiliateNotConfigured:
    "La plateforme d'affiliation n'est pas configurée sur ce serveur : les cartes produit sont indisponibles.",
  affiliateUnreachable: "La plateforme d'affiliation est injoignable. Réessayez plus tard.",
  affiliateMalformed:
    "La plateforme d'affiliation ne répond pas correctement. Réessayez plus tard.",
  affiliateDenied: "La plateforme d'affiliation refuse l'accès du back-office. Vérifiez sa clé.",
  affiliateProductNotFound: "Ce produit n'existe pas sur la plateforme d'affiliation.",
  affiliateBrandDisabled: 'Les cartes produit ne sont pas activées pour la marque {brandKey}.',
  affiliateKeywordTooShort: 'Saisissez au moins 3 caractères pour rechercher un produit.',
  affiliatePriceRangeInvalid: 'Le prix minimum doit être inférieur au prix maximum.',
  affiliateTitleRequired: 'Le titre de la carte est obligatoire.',
  affiliateRatingForCatalog: 'Un produit du catalogue ne peut pas recevoir de note.',
  affiliateElementInvalid:
    'Carte produit : le titre et le produit sont obligatoires, les points des textes non vides, la note « N / 10 ».',
  affiliateCardsSwitchLabel: 'Cartes produit affiliées',
  affiliateCardsSwitchHint:
    "Propose l'assistant « Carte produit » dans le corps de cet article. Désactivées, le corps ne peut plus contenir de carte.",
  affiliateArticleDisabled:
    "Les cartes produit affiliées sont désactivées pour cet article : activez-les dans les réglages de l'article et enregistrez-le.",
  affiliateBodyDisabled:
    "Le corps contient une carte produit alors que les cartes produit affiliées sont désactivées pour cet article : retirez la carte ou réactivez-les dans les réglages de l'article.",

  // — Video (000 §4, 001 §8)
  videoUploadInterrupted: 'Le chargement a été interrompu',
  /** ours (issue 32): what the video host or the server refused, in one place. */
  videoHostUnreachable: "Le service vidéo n'a pas répondu.",
  videoHostRefused: 'Le service vidéo a refusé la demande.',
  videoHostAuthFailed:
    "Le service vidéo a refusé l'identification : vérifiez la clé, le secret, l'utilisateur et le mot de passe Dailymotion.",
  videoHostNotFound: 'Cette vidéo est introuvable sur le service vidéo.',
  videoEncodingFailed: "Le service vidéo n'a pas pu encoder cette vidéo.",
  videoEncodingTooLong: "Le service vidéo n'a pas fini d'encoder la vidéo à temps.",
  videoNotAVideo: "Ce fichier n'est pas une vidéo lisible.",
  videoTooLarge: 'La vidéo dépasse la taille maximale autorisée ({max}).',
  videoFileMissing: 'Le champ « file » (la vidéo) est requis.',
  videoUploadIncomplete: "La vidéo n'a pas été reçue en entier.",
  videoUploadedUrlUnknown: "Cette adresse n'est pas celle d'une vidéo envoyée au service vidéo.",
  videoImportOneOf:
    'Indiquez soit la vidéo envoyée, soit une vidéo Dailymotion existante (une seule des deux).',
  videoExistingInvalid: "Ce n'est ni un identifiant ni une adresse de vidéo Dailymotion.",
  videoExistingNeedsDailymotion:
    'Importer une vidéo Dailymotion existante demande que Dailymotion soit configuré sur le serveur.',
  videoArticleOnly: 'Seul un article vidéo peut recevoir une vidéo.',
  videoCountryInvalid: 'Code pays inconnu : {label} (deux lettres, ISO 3166-1).',
  videoCountriesRequired: 'Choisissez au moins un pays.',

  // — Authors (001 §8)
  authorEmailInvalid: 'E-mail non valide',
  authorDuplicateName: 'Un auteur au même nom a déjà été créé',
  authorSaveError: 'Une erreur est survenue, veuillez réessayer ultérieurement',
  authorSaved: 'Cet auteur a été correctement modifié/ajouté',
  authorUnknown: 'Inconnu',
  /** ours */
  authorBrandLocked: "La marque d'un auteur ne peut plus être modifiée.",

  // — Cards (000 §2, §4; 001 §5, §8)
  cardSaved: 'Encart enregistré',
  cardFieldRequired: 'Le champ {label} est obligatoire',
  /** The card's wording, reused for every form that names its required field (push, page, …). */
  fieldRequired: 'Le champ {label} est obligatoire',
  cardInvalid: "Le contenu saisi n'est pas valide",
  cardOneImage: "Supprimez l'image avant d'en importer une nouvelle",
  cardNew: 'Nouvel encart',
  cardPublishedLabel: 'Publié',
  cardPublishedMessage: 'Votre encart a bien été publiée',
  cardArchivedLabel: 'Archivé',
  cardArchivedMessage: 'Votre encart a bien été archivé',
  cardTabOnline: 'en ligne',
  cardTabArchived: 'archivé',
  cardLocation: 'Emplacement',

  // — Push (000 §4, 001 §5, §8)
  pushSaved: 'Push enregistré',
  pushCancelled: 'annulé',
  /** ours */
  pushSegmentRequired: 'Sélectionnez au moins un segment.',
  pushSendDateBeforePublication:
    "La date d'envoi doit être postérieure à la date de publication de l'article.",
  pushArticleNotPublished: "L'article doit avoir une date de publication.",
  pushImageWidth: "La largeur de l'image doit être comprise entre 1280 et 4096 px.",
  /** ours: the rest of the push area's refusals (issue 20). */
  pushNotFound: "Ce push n'existe pas",
  pushAlreadySent: 'Ce push a déjà été envoyé : il ne peut plus être annulé.',
  pushCancelIsOneWay: 'Un push annulé ne peut pas être rétabli.',
  pushPlatformRequired: 'Choisissez au moins une plateforme.',
  pushPlatformNotAllowed: "Cette plateforme n'est pas ouverte pour cette marque.",
  pushProviderMissing:
    "Le service d'envoi {label} n'est pas configuré sur ce serveur : le push n'a pas été enregistré.",
  pushImageUnknown: "L'image du push est introuvable dans la photothèque.",
  pushSendDatePast: "La date d'envoi est déjà passée.",
  pushSegmentUnknown: "Un des segments n'existe pas pour cette marque.",
  pushArticleUnknown: "L'article du push n'existe pas.",
  pushSent: 'envoyé',
  pushScheduled: 'programmé',
  pushSending: "en cours d'envoi",
  pushFailed: 'échec',
  /** ours (issue 30): a send cut off before the provider's answer is not sent again blindly. */
  pushUnknown: 'issue inconnue',
  pushOutcomeUnknown:
    "Issue inconnue : l'envoi au service {label} a été interrompu avant sa réponse. Le push n'a pas été renvoyé, pour ne pas l'envoyer deux fois : vérifiez s'il est arrivé avant d'en créer un autre.",

  // — Orphan pages (001 §8)
  orphanSaved: 'Votre page a bien été sauvegardée',
  orphanDuplicateUrl: "L'URL saisie est déjà utilisée dans une autre page orpheline",
  orphanSaveError: 'Erreur durant la sauvegarde de la page',
  /** ours */
  orphanBrandRequired: 'La marque est obligatoire.',

  // — Live (001 §8)
  livePostAdded: 'Post ajouté',
  livePostDeleted: 'Post supprimé',
  livePostUpdated: 'Post modifié',
  livePostAddError: "Une erreur empêche l'ajout du post",
  livePostDeleteError: 'Une erreur empêche la suppression du post',
  livePostUpdateError: 'Une erreur empêche la modification du post',
  /** Ours: new posts written offline wait in the outbox (issue 19). */
  livePostsWaiting:
    'Posts en attente de réseau : ils seront publiés dans l’ordre dès le retour de la connexion.',
  /** ours */
  livePostBodyRequired: 'Le post doit contenir du texte.',

  // — Pages (000 §2, 001 §8)
  pageTitleRequired: 'Le titre est requis',
  pageCreate: 'Créer une page',
  pageRoot: 'Racine',
  /** ours */
  sectionTitleRequired: 'Chaque section doit avoir un titre.',
  sectionUrlInvalid: "L'URL n'est pas valide.",
  boardTooMany: 'Une section Contenu ne peut pas contenir plus de 40 éléments.',
  boardDuplicate: 'Cet élément est déjà présent dans la section.',
  peopleTooMany: 'Une section People ne peut pas contenir plus de 30 personnalités.',

  // — Slideshow (000 §2, 001 §8)
  slideshowSaved: 'Diaporama enregistré',
  slideshowSaveError: 'Erreur lors de la sauvegarde du diaporama',
  slideshowAiTitle: 'I.A. Génération de diaporamas',
  /** spec 000 §3: a slideshow process with a subject, and without one. */
  aiProcessCreation: 'Création',
  aiProcessEdition: 'Edition',
  /** ours (issue 35): the AI processes' input rules (common/domain/aiProcesses.ts). */
  aiSubjectRequired: 'Le sujet du diaporama est requis.',
  aiQueryRequired: 'Le texte de la recherche est requis.',
  aiRecipeNumberRequired: 'Indiquez un nombre de recettes (au moins 1).',
  aiRecipeNumberTooMany: 'Pas plus de 50 recettes à la fois.',
  aiExcludedIngredientsTooMany:
    'Pas plus de 50 ingrédients exclus, de 100 caractères au plus chacun.',
  aiTextTooLong: 'Ce texte est trop long.',
  aiPromptRequired: 'Le texte est requis.',
  goodDealUrlRequired: "L'URL du produit est requise.",
  /** ours (issue 35): the good-deal AI page (spec 000 §2, route /ia/article 'I.A. Bons plans'). */
  goodDealTitle: 'I.A. Bons plans',
  goodDealGenerateTab: 'Générer un bon plan',
  goodDealHistoryTab: 'Mes bons plans générés',
  goodDealUrlLabel: 'URL du produit',
  goodDealBrandLabel: 'Marque',
  goodDealBrandRequired: 'Choisissez une marque.',
  goodDealGenerate: 'Générer',
  goodDealStarted: 'Génération du bon plan lancée : suivez-la dans « Mes bons plans générés ».',
  goodDealNoProcess: "Vous n'avez pas encore généré de bon plan.",
  goodDealOpenArticle: "Ouvrir l'article",
  goodDealPromptsTitle: 'Prompts des bons plans',
  goodDealPromptLabel: 'Prompt',
  goodDealClauseLabel: 'Clause de transparence',
  goodDealSave: 'Enregistrer',
  /** ours: why a good-deal process ended in ERROR (shown in « Mes bons plans générés »). */
  goodDealPageUnreachable:
    "La page du produit n'a pas pu être lue : vérifiez l'adresse, puis réessayez.",
  goodDealPageForbidden:
    "Cette adresse n'est pas autorisée : elle mène à un réseau privé ou local.",
  goodDealPageTimeout: "Le site du marchand n'a pas répondu à temps.",
  goodDealPageTooLarge: 'La page du produit est trop volumineuse pour être lue.',
  goodDealPageNotHtml: 'Cette adresse ne mène pas à une page web (HTML).',
  goodDealNoProduct: "Aucun produit n'a été trouvé sur cette page.",
  goodDealBrandLost: "Vous n'avez plus accès à la marque de ce bon plan.",
  goodDealArticleRefused: "L'article du bon plan n'a pas pu être enregistré.",
  goodDealFailed: "Le bon plan n'a pas pu être généré : réessayez plus tard.",
  goodDealPromptNotFound: 'Ce prompt de bon plan est introuvable.',
  /** ours (issue 35): the slideshow AI processes' refusals (server/src/aiProcesses/slideshows). */
  slideshowAiNotDraft: "Seul un diaporama en brouillon peut être complété ou réécrit par l'IA.",
  slideshowAiAlreadyRunning:
    "Un traitement IA est déjà en cours sur ce diaporama : attendez qu'il se termine.",
  slideshowAiRecipeUnavailable:
    "Une des recettes choisies n'existe pas ou n'est pas publiée sur cette marque.",
  slideshowAiNoRecipe: 'Aucune recette publiée de la marque ne correspond à cette recherche.',
  slideshowAiNoRecipeSlide: "Ce diaporama n'a aucune diapositive de recette à décrire.",
  slideshowAiFailed: 'Le traitement IA du diaporama a échoué : réessayez.',
  /** ours */
  slideshowCreditRequired: 'Chaque diapositive doit avoir un crédit.',
  slideshowRequired: 'Sélectionnez un diaporama.',
  slideshowNoSlide: 'Ajoutez au moins une diapositive avant de publier.',
  slideshowTitleRequired: 'Le titre est requis',
  slideshowNew: 'Nouveau diaporama',
  slideshowLoadError: 'Impossible de charger le diaporama.',
  /** ours (issue 35): the slideshow AI screen (renderer/src/features/slideshowAi). */
  slideshowAiBeta: 'Beta',
  slideshowAiBack: 'Retour aux diaporamas',
  slideshowAiOpenScreen: 'I.A. diaporamas',
  slideshowAiTabGenerate: 'Générer un diaporama',
  slideshowAiTabComplete: 'Compléter un diaporama',
  slideshowAiTabHistory: 'Mes diaporamas générés',
  slideshowAiBrandMissing:
    'Marque absente ou non autorisée : ce générateur sert aux marques de recettes (CAC, FAC) auxquelles vous avez accès.',
  slideshowAiSubject: 'Sujet du diaporama',
  slideshowAiRecipeNumber: 'Nombre de recettes',
  slideshowAiGenerate: 'Générer',
  slideshowAiSearch: 'Rechercher des recettes',
  slideshowAiSearchButton: 'Rechercher',
  slideshowAiRecipesFound: 'Recettes trouvées',
  slideshowAiExclude: 'Exclure des ingrédients',
  slideshowAiExcludeApply: 'Appliquer',
  slideshowAiNoIngredient: "Aucun ingrédient à exclure : lancez d'abord une recherche.",
  slideshowAiPicker: 'Diaporama à compléter',
  slideshowAiPickerHint: "Tapez au moins 3 caractères du titre d'un diaporama en brouillon.",
  slideshowAiOnlyDraft: 'Seuls les diaporamas en brouillon peuvent être complétés.',
  slideshowAiRecipeNumberToAdd: 'Nombre de recettes à ajouter',
  slideshowAiQueryEdit: 'Modifier le texte de la recherche',
  slideshowAiComplete: 'Compléter le diaporama',
  slideshowAiRewrite: 'Réécrire les descriptions des recettes',
  slideshowAiHistoryEmpty: 'Aucun diaporama généré pour le moment.',
  slideshowAiOpen: 'Ouvrir le diaporama',
  slideshowAiFromEditor: "Compléter avec l'I.A.",
  slideshowAiSaveFirst: "Enregistrez le diaporama avant de le compléter avec l'I.A.",

  // — Media (001 §5, §8)
  mediaDownloadUrlNotFound: 'Download Url not found',
  mediaUrlCopied: 'URL copied to clipboard',
  /** ours: the clipboard refused the write */
  mediaUrlCopyFailed: "L'adresse n'a pas pu être copiée dans le presse-papiers.",
  userTokenNotFound: 'user token not found',
  mediaInvalidFile: 'Invalid File type and/or size',
  mediaCeriseUrlForbidden: "Les url's Cerise ne sont pas autorisées",

  // — Taking over an edition lock (000 §4 locks; ours)
  lockTakeOver: 'Prendre la main',
  lockTakeOverTitle: 'Prendre la main sur cet article ?',
  lockTakeOverWarning:
    '{label} le modifie en ce moment. Ses modifications non enregistrées resteront dans ses brouillons locaux.',
  unsentKeptInDrafts:
    'Vos modifications non enregistrées sont conservées dans « Brouillons locaux ».',
  /** Ours: main refused to queue a save that is not a registered content save. */
  outboxSaveRefused: "Cet enregistrement ne peut pas être mis en file d'attente.",

  // — Users and admin (001 §2, §5; ours where noted)
  userRoleLabel: "Rôle de l'utilisateur",
  userSearch: 'Rechercher un utilisateur',
  roleUserCount: "Nbr d'utilisateurs",
  tagSearch: 'Rechercher un tag',
  /** ours */
  emailInvalid: 'E-mail non valide',

  // — AI titles (001 §5; ours)
  partnerTitleTooLong: 'Le titre partenaire ne doit pas dépasser 60 caractères.',
  discoverTitleLength: 'Le titre Discover doit faire entre 50 et 90 caractères.',
  discoverTitleEmoji: "Le titre Discover ne doit pas contenir d'emoji.",

  // — Links to the outside (« Visualiser », external sections; ours)
  externalLinkRefused:
    'Cette adresse ne peut pas être ouverte : seules les adresses http, https et mailto le sont.',
  externalLinkBlocked:
    "Le navigateur a empêché l'ouverture d'un nouvel onglet : autorisez les fenêtres surgissantes pour l'application, ou ouvrez l'adresse vous-même :",

  // — AI (issue 34): the gateway's refusals, said where the AI control is (ours unless quoted)
  aiNotConfigured: "L'assistant IA n'est pas configuré sur ce serveur.",
  aiUnreachable: "Le service d'IA n'a pas répondu.",
  aiRefused: "Le service d'IA a refusé la demande.",
  aiRateLimited: "Trop de demandes à l'IA en peu de temps : réessayez dans une minute.",
  aiBudgetExhausted: "Le budget quotidien d'IA de la marque est épuisé : réessayez demain.",
  aiInvalidAnswer: "L'IA n'a pas donné de réponse utilisable : réessayez.",
  aiPromptForbidden: 'Seuls les super-administrateurs modifient les prompts.',
  /** spec 001 §8. */
  linksAddError: "Une erreur est survenue lors de l'ajout des liens",

  // — Correction (issue 33; spec 001 §9, 000 §4): the spell-check session and its dialog
  correctionDialogTitle: 'Correction - Prolexis',
  correctionDesync: 'Une désynchronisation avec le serveur Prolexis est survenue.',
  correctionNoError: 'Aucune erreur détectée.',
  correctionEmptyField: "Cette partie de l'article n'a pas encore été écrite",
  correctionAllTreated: 'Toutes les erreurs ont été traitées',
  /** ours: where Grammalecte is absent, spelling alone. */
  correctionGrammarNotChecked:
    "La grammaire n'est pas vérifiée ici : seule l'orthographe est corrigée.",
  correctionUnknownError: "Cette erreur n'existe plus dans la session de correction.",
  correctionNotPending: 'Cette erreur a déjà été traitée.',
  correctionLoopCap: 'Trop d’occurrences à corriger en une fois ({max} au plus).',
  correctionTooLong:
    'Le texte est trop long pour être corrigé en une fois ({max} caractères au plus).',
  correctionServiceUnreachable: "Le service de correction n'a pas répondu.",
  correctionServiceRefused: 'Le service de correction a refusé la demande.',
  correctionSessionGone: 'La session de correction a expiré : relancez la correction.',
  /** ours: a Prolexis service is configured, but without a key for this brand's business unit. */
  correctionNotConfigured: "La correction n'est pas configurée pour cette marque.",
  /** ours: the session's texts are the title, the lead's and the body's text blocks, each once. */
  correctionSegmentInvalid: 'Partie de texte inconnue ou en double : {label}.',
  correctionTooManySegments:
    'Le texte compte trop de paragraphes pour être corrigé en une fois ({max} au plus).',
  correctionReplacementTooLong: 'La correction saisie est trop longue ({max} caractères au plus).',

  // — Screen labels quoted by spec 000 §2 (action menu, page cards, sections, slideshow)
  actionPreview: 'Visualiser',
  actionPush: 'Push',
  actionNlFlash: 'NL Flash',
  actionHistory: 'Historique',
  actionCorrection: 'Correction',
  actionWebDuplication: 'Duplication web',
  actionPrintDuplication: 'Duplication print',
  actionLive: 'Live',
  actionDiagnostic: 'Diagnostic',
  actionLocalisation: 'Localisation',
  pageCardOpen: 'Ouvrir',
  pageCardCreateChild: 'Créer une sous-page',
  pageCardEdit: 'Modifier',
  pageGeneralConfiguration: 'Configuration générale',
  pageHeadline: 'Mettre à la une',
  sectionBoard: 'Contenu',
  sectionUrl: 'Page externe',
  sectionPeople: 'People',
  sectionText: 'Texte',
  sectionMetas: 'Indication technique',
  slideshowAddImport: 'Importer',
  slideshowAddRecipe: 'Recette',
  slideshowAddVideo: 'Vidéo',
  slideshowAddArticle: 'Article',
  slideshowAddLink: 'Lien',
  slideshowInfoTab: 'Diaporama',
  slideshowSelectionTab: 'Sélection',
  segmentQueryIos: 'Query iOS',
  segmentQueryAndroid: 'Query Android',
  segmentQueryWeb: 'Query Web',
  livePostMenu: 'Modifier/Verrouiller',
  save: 'Sauvegarder',

  // — Status change dialogs (000 §4)
  dialogAntidateTitle: "Antidater l'article",
  dialogScheduleTitle: "Programmer l'article",
  unpublishWarning: 'êtes-vous sûr(e) de vouloir dépublier cet article ?',
  moveToTrash: 'Mettre en corbeille',

  // — Sign in with the OpenID provider (issue 16; all ours)
  oidcSignIn: 'Se connecter avec Google',
  oidcNoAccess:
    "Votre compte Google n'a pas accès au back-office : demandez à un administrateur de vous ajouter.",
  oidcNotConfigured: "La connexion avec Google n'est pas configurée sur ce serveur.",
  oidcInvalidToken: 'La connexion avec Google a échoué : jeton refusé. Recommencez.',
  oidcNoEmail: "Votre compte Google ne communique pas d'adresse e-mail vérifiée.",
  oidcProviderUnreachable: 'Le fournisseur de connexion est injoignable. Réessayez plus tard.',
  oidcTimedOut:
    "La connexion avec Google n'a pas été terminée à temps dans le navigateur. Recommencez.",
  oidcCancelled: 'La connexion avec Google a été annulée ou refusée dans le navigateur.',
  oidcFailed: 'La connexion avec Google a échoué. Recommencez.',

  // — Video editor (issue 32; the server's video messages are with « Video » above)
  /** ours: the video panel of the Video article editor (issue 32) */
  videoDropHere: 'Déposez une vidéo ici',
  videoChoose: 'Choisir une vidéo',
  videoUploadSending: 'Envoi en cours',
  videoUploadSent: 'Envoyée',
  videoAttaching: "Association à l'article…",
  videoAttached: 'Vidéo associée',
  videoUploadCancelled: 'Envoi annulé',
  videoProcessing: 'En traitement',
  videoReady: 'Prête',
  videoFailed: 'Échec du traitement',
  /** « Localisation » (ours: the spec gives only the name) */
  geoblockingEverywhere: 'Partout',
  geoblockingAllow: 'Uniquement dans ces pays',
  geoblockingDeny: 'Partout sauf dans ces pays',
  geoblockingSaved: 'La localisation de la vidéo a été enregistrée.',
  /** Spec 000 §2 editor tools: before a video or a slideshow goes to the trash */
  relatedArticlesVideo: 'Les articles reliés à cette vidéo',
  relatedArticlesSlideshow: 'Les articles reliés à ce diaporama',
  /** ours */
  relatedArticlesNoneVideo: "Aucun article n'intègre cette vidéo.",
  relatedArticlesNoneSlideshow: "Aucun article n'intègre ce diaporama.",

  // — Diagnostic of a published article's public page (000 §2 "Actions"; issue 37). All ours.
  diagnosticTitle: 'Diagnostic de la page publique',
  diagnosticRerun: 'Relancer',
  diagnosticRunning: 'Diagnostic en cours…',
  diagnosticPageUrl: 'Page analysée : {url}',
  diagnosticOk: 'Conforme',
  diagnosticFailed: 'À corriger',
  diagnosticNotPublished: "Le diagnostic n'est possible que pour un article publié.",
  diagnosticNoPublicUrl:
    "Cet article n'a pas d'URL publique (ni URL canonique, ni adresse enregistrée, ni slug sur le site de la marque).",
  diagnosticPageForbidden:
    "L'adresse publique de l'article mène à un réseau privé ou local : elle n'est pas analysée.",
  diagnosticPageUnreachable: "La page publique de l'article est injoignable.",
  diagnosticPageTimeout: "La page publique de l'article n'a pas répondu à temps.",
  diagnosticPageTooLarge: "La page publique de l'article est trop volumineuse pour être analysée.",
  diagnosticPageNotHtml: "L'adresse publique de l'article ne mène pas à une page web (HTML).",
  diagnosticStatusLabel: 'Réponse de la page',
  diagnosticStatusDetail: 'HTTP {status} en {ms} ms.',
  diagnosticStatusReason: 'Une page publiée doit répondre 200 (OK).',
  diagnosticTimeLabel: 'Temps de réponse',
  diagnosticTimeDetail: '{ms} ms (au plus {max} ms).',
  diagnosticTimeReason:
    'Au-delà, lecteurs et moteurs de recherche abandonnent ou pénalisent la page.',
  diagnosticCanonicalLabel: 'URL canonique',
  diagnosticCanonicalMissing: 'Aucune balise <link rel="canonical"> dans la page.',
  diagnosticCanonicalEqual: 'Présente et égale à l’URL de l’article : {url}',
  diagnosticCanonicalDiffers: 'La page annonce {found} au lieu de {url}.',
  diagnosticTitleLabel: 'Longueur du titre',
  diagnosticDescriptionLabel: 'Longueur de la description',
  diagnosticLengthMissing: 'Absent de la page.',
  diagnosticLengthDetail: '{length} caractères (attendu entre {min} et {max}).',
  diagnosticTitleReason:
    'Les moteurs de recherche coupent un titre trop long ; trop court, il décrit mal l’article.',
  diagnosticDescriptionReason:
    'La description (meta description) est l’extrait montré sous le titre dans les résultats de recherche.',
  diagnosticOgImageLabel: 'Image Open Graph',
  diagnosticOgImageMissing:
    'Aucune balise og:image : les partages sur les réseaux sociaux seront sans image.',
  diagnosticOgImageUnreadable: 'L’image {url} ne peut pas être lue : {why}',
  diagnosticOgImageSize: '{width} × {height} px (au moins {min} px de large).',
  diagnosticOgImageReason: 'Les réseaux sociaux et Google Discover demandent une grande image.',
  diagnosticStructuredDataLabel: 'Données structurées NewsArticle',
  diagnosticStructuredDataFound: 'Un objet JSON-LD de type NewsArticle est présent.',
  diagnosticStructuredDataMissing:
    'Aucun JSON-LD de type NewsArticle (ni seul, ni dans une liste, ni dans @graph).',
  diagnosticCreditsLabel: 'Crédits des images',
  diagnosticCreditsNone: 'Aucune image dans la page.',
  diagnosticCreditsDetail: '{credited} image(s) sur {total} créditée(s).',
  diagnosticCreditsMissing: 'Sans crédit : {list}',
  diagnosticCreditsReason:
    'Chaque image doit porter son crédit (légende de la figure ou crédit du média de l’article).',
  diagnosticLinksLabel: 'Liens internes',
  diagnosticLinksNone: 'Aucun lien interne dans la page.',
  diagnosticLinksDetail:
    '{ok} lien(s) interne(s) sur {total} répondent (les {max} premiers sont vérifiés).',
  diagnosticLinksBroken: 'Sans réponse : {list}',
  // — Podcasts (000 §2 "Media picker", 001 §7) — ours
  podcastNotConfigured:
    "Le service de podcasts n'est pas configuré : renseignez BACKOFFICE_PODCAST_URL ou son adresse dans les réglages.",
  podcastUnreachable: 'Le service de podcasts ne répond pas.',
  podcastRefused: 'Le service de podcasts a refusé la demande.',
  podcastFeedTooLarge: 'Ce flux dépasse la taille maximale acceptée (10 Mo).',
  podcastFeedUnreachable: "Ce flux n'a pas pu être récupéré.",
  podcastFeedForbidden: "Cette adresse n'est pas autorisée : elle mène à un réseau privé ou local.",
  podcastFeedUnreadable: "Ce flux n'est pas un flux RSS de podcast lisible.",
  podcastSearchTooShort: 'Saisissez au moins 3 caractères pour rechercher.',
  podcastBodyOnly:
    "Un podcast s'insère dans le corps de l'article (élément Multimédia), pas dans un champ d'images.",
  podcastSubmitted: 'Flux ajouté : il sera proposé une fois traité par le service de podcasts.',
  // — Application updates (issue 38): the first two quoted by the issue, the others ours
  updateAvailable: 'Une mise à jour est disponible',
  updateRestart: 'Redémarrer',
  updateVersion: 'Version {label}, téléchargée et prête à installer.',
  updateRestartAfterSaves: "Redémarrer après l'envoi des brouillons",
  updateRestartAfterUploads: 'Redémarrer après les téléversements',
  updateWaitingSaves: 'Redémarrage dès que les brouillons en attente auront été envoyés.',
  updateWaitingUploads: 'Redémarrage dès que les téléversements en cours seront terminés.',
  // — Desktop notifications (issue 38), shown while the app's window is not in front — ours
  notifyDraftsSentTitle: 'Brouillons envoyés',
  notifyDraftsSentOne: 'La sauvegarde faite hors ligne a été envoyée.',
  notifyDraftsSentMany: 'Les {count} sauvegardes faites hors ligne ont été envoyées.',
  notifyLockTakenTitle: 'Verrou repris par {label}',
  notifyLockTakenSomeone: 'un autre utilisateur',
  notifyLockTakenBody: 'Vos modifications ne sont plus enregistrées sur ce contenu.',
  notifyUploadDoneTitle: 'Envoi terminé',
  notifyUploadFailedTitle: "Échec de l'envoi",
  notifyPushSentTitle: 'Push envoyé',
  notifyPushFailedTitle: "Échec de l'envoi du push",
  notifyOpen: 'Ouvrir',

  // — A live newsroom (issue 39; ours: the spec has no presence)
  /** ours: a colleague with the content open, reading it. */
  presenceViewing: 'regarde',
  /** ours: a colleague with the content open, holding its lock. */
  presenceEditing: 'modifie',
  /** ours: the live channel cannot reach the server; nobody's presence is known. */
  presenceOffline: 'hors ligne',
  /** ours: the header's group of colleagues with the same content open. */
  presenceLabel: 'Également ouvert par',
  /** ours: the lock a colleague held was released or lapsed: the waiting user may take it. */
  lockFreed: '{label} a libéré ce contenu : vous pouvez le modifier.',
  /** ours: the same, when who held it is unknown (the lock lapsed). */
  lockFreedNobody: 'Ce contenu est libre : vous pouvez le modifier.',
  /** ours: opens the freed content, taking its lock. */
  lockFreedTake: 'Modifier maintenant',
  /** spec 000 §2: the dashboard's button when new articles arrived (wording as on the dashboard). */
  newArticles: 'nouveaux articles',
  /** ours, on the model of « nouveaux articles »: pages created or published since the list loaded. */
  newPages: 'nouvelles pages',
  /** ours: the same for the cards list. */
  newCards: 'nouveaux encarts',
  /** ours: the same for the orphan pages list. */
  newOrphanPages: 'nouvelles pages orphelines',
} as const;

export type MessageKey = keyof typeof MESSAGES;
export type MessageParam = 'title' | 'id' | 'label' | 'tag' | 'max' | 'count';
export type MessageParams = Partial<Record<MessageParam, string | number>>;

/**
 * The message for a key with its placeholders ({title}, {id}, {label}, {tag}, {max}, {count})
 * filled in.
 * A placeholder without a value is left as is, so a missing parameter is visible, not silent.
 */
export function formatMessage(key: MessageKey, params: MessageParams = {}): string {
  return MESSAGES[key].replace(
    /\{(title|id|label|tag|max|count)\}/g,
    (whole, name: MessageParam) => {
      const value = params[name];
      return value === undefined ? whole : String(value);
    },
  );
}

/**
 * The author toast: the spec's 'Cet auteur a été correctement modifié/ajouté' names both outcomes
 * for one message; the app says the one that happened (« ajouté » on creation, « modifié » on update).
 */
export function authorSavedMessage(outcome: 'created' | 'updated'): string {
  return MESSAGES.authorSaved.replace(
    'modifié/ajouté',
    outcome === 'created' ? 'ajouté' : 'modifié',
  );
}
