// Demo recipes for the recipe brands (isRecipe: FAC and CAC, common/domain/brands.ts): classic
// French dishes with plausible times, servings, ingredients and steps, mostly published, a few
// drafts and one archived, dated over the last months. Stable ids: running the seed again keeps
// them (insertRecipes skips existing ids).
import { listBrands } from '../../../common/domain/brands';
import type { RecipeStatus } from '../../../common/domain/statuses';
import type { Database } from '../db/database';
import { insertRecipes, type RecipeInsert } from '../services/recipes/recipes';
import { DEMO_BRANDS } from './catalogue';
import { pick, randomSource, seedId } from './determinism';

interface Dish {
  title: string;
  category: string;
  prep: number;
  cook: number;
  wait?: number;
  serves: number;
  method: string;
  ingredients: string[];
  steps: string[];
}

const DISHES: readonly Dish[] = [
  {
    title: 'Blanquette de veau à l’ancienne',
    category: 'Plats',
    prep: 30,
    cook: 120,
    serves: 6,
    method: 'Mijoté',
    ingredients: [
      '1,2 kg de tendron de veau',
      '2 carottes',
      '250 g de champignons de Paris',
      '20 cl de crème fraîche',
      '1 jaune d’œuf',
    ],
    steps: [
      'Blanchir la viande puis la couvrir d’eau froide.',
      'Ajouter les légumes et laisser mijoter 1 h 30.',
      'Lier la sauce à la crème et au jaune d’œuf.',
    ],
  },
  {
    title: 'Bœuf bourguignon',
    category: 'Plats',
    prep: 30,
    cook: 180,
    serves: 6,
    method: 'Mijoté',
    ingredients: [
      '1,5 kg de paleron',
      '75 cl de vin rouge de Bourgogne',
      '200 g de lardons',
      '12 petits oignons',
      '2 carottes',
    ],
    steps: [
      'Faire revenir la viande par morceaux.',
      'Mouiller au vin et laisser cuire 3 h à feu doux.',
      'Ajouter lardons et oignons glacés en fin de cuisson.',
    ],
  },
  {
    title: 'Quiche lorraine',
    category: 'Entrées',
    prep: 20,
    cook: 40,
    serves: 6,
    method: 'Au four',
    ingredients: [
      '1 pâte brisée',
      '200 g de lardons fumés',
      '3 œufs',
      '20 cl de crème',
      '20 cl de lait',
    ],
    steps: [
      'Foncer le moule avec la pâte.',
      'Répartir les lardons, verser l’appareil.',
      'Cuire 40 min à 180 °C.',
    ],
  },
  {
    title: 'Ratatouille niçoise',
    category: 'Plats',
    prep: 25,
    cook: 60,
    serves: 4,
    method: 'Mijoté',
    ingredients: [
      '2 aubergines',
      '2 courgettes',
      '2 poivrons',
      '4 tomates',
      '1 oignon',
      'Huile d’olive',
    ],
    steps: [
      'Couper les légumes en dés.',
      'Les faire revenir séparément à l’huile d’olive.',
      'Réunir et laisser compoter 45 min.',
    ],
  },
  {
    title: 'Tarte Tatin',
    category: 'Desserts',
    prep: 20,
    cook: 45,
    serves: 8,
    method: 'Au four',
    ingredients: ['1 pâte feuilletée', '8 pommes', '150 g de sucre', '80 g de beurre'],
    steps: [
      'Faire un caramel au beurre dans le moule.',
      'Ranger les quartiers de pommes serrés.',
      'Couvrir de pâte, cuire puis retourner tiède.',
    ],
  },
  {
    title: 'Gratin dauphinois',
    category: 'Accompagnements',
    prep: 20,
    cook: 75,
    serves: 6,
    method: 'Au four',
    ingredients: [
      '1,5 kg de pommes de terre',
      '50 cl de crème',
      '50 cl de lait',
      '1 gousse d’ail',
      'Muscade',
    ],
    steps: [
      'Émincer finement les pommes de terre.',
      'Les cuire 10 min dans le lait et la crème.',
      'Verser dans un plat frotté d’ail et gratiner 1 h.',
    ],
  },
  {
    title: 'Soupe à l’oignon gratinée',
    category: 'Entrées',
    prep: 15,
    cook: 50,
    serves: 4,
    method: 'À la casserole',
    ingredients: [
      '6 oignons',
      '1,5 l de bouillon de bœuf',
      '8 tranches de pain',
      '150 g de comté râpé',
    ],
    steps: [
      'Faire fondre longuement les oignons.',
      'Mouiller au bouillon et cuire 30 min.',
      'Gratiner avec le pain et le fromage.',
    ],
  },
  {
    title: 'Crème brûlée à la vanille',
    category: 'Desserts',
    prep: 15,
    cook: 60,
    wait: 240,
    serves: 6,
    method: 'Au four',
    ingredients: [
      '50 cl de crème liquide',
      '6 jaunes d’œufs',
      '100 g de sucre',
      '1 gousse de vanille',
      'Cassonade',
    ],
    steps: [
      'Infuser la vanille dans la crème.',
      'Mélanger aux jaunes et au sucre, cuire 1 h à 100 °C.',
      'Réfrigérer 4 h puis caraméliser.',
    ],
  },
  {
    title: 'Hachis parmentier',
    category: 'Plats',
    prep: 30,
    cook: 30,
    serves: 6,
    method: 'Au four',
    ingredients: [
      '1 kg de pommes de terre',
      '600 g de bœuf haché',
      '2 oignons',
      '50 g de beurre',
      '20 cl de lait',
    ],
    steps: [
      'Préparer une purée.',
      'Faire revenir la viande avec les oignons.',
      'Monter en couches et gratiner 30 min.',
    ],
  },
  {
    title: 'Salade niçoise',
    category: 'Entrées',
    prep: 20,
    cook: 10,
    serves: 4,
    method: 'Sans cuisson',
    ingredients: ['4 tomates', '200 g de thon', '4 œufs', '1 poivron', 'Olives noires', 'Anchois'],
    steps: [
      'Cuire les œufs durs.',
      'Disposer les légumes crus.',
      'Ajouter thon, anchois et olives, assaisonner.',
    ],
  },
  {
    title: 'Poulet basquaise',
    category: 'Plats',
    prep: 20,
    cook: 60,
    serves: 4,
    method: 'Mijoté',
    ingredients: [
      '1 poulet en morceaux',
      '3 poivrons',
      '4 tomates',
      '2 oignons',
      'Piment d’Espelette',
    ],
    steps: ['Dorer les morceaux de poulet.', 'Ajouter la piperade.', 'Laisser mijoter 45 min.'],
  },
  {
    title: 'Mousse au chocolat',
    category: 'Desserts',
    prep: 20,
    cook: 5,
    wait: 180,
    serves: 6,
    method: 'Sans cuisson',
    ingredients: ['200 g de chocolat noir', '6 œufs', '1 pincée de sel'],
    steps: [
      'Faire fondre le chocolat.',
      'Incorporer les jaunes puis les blancs montés.',
      'Réfrigérer 3 h.',
    ],
  },
  {
    title: 'Croque-monsieur maison',
    category: 'Plats',
    prep: 10,
    cook: 15,
    serves: 4,
    method: 'Au four',
    ingredients: [
      '8 tranches de pain de mie',
      '4 tranches de jambon',
      '150 g d’emmental',
      'Béchamel',
    ],
    steps: [
      'Tartiner le pain de béchamel.',
      'Garnir de jambon et de fromage.',
      'Cuire 15 min à 200 °C.',
    ],
  },
  {
    title: 'Gâteau au yaourt',
    category: 'Desserts',
    prep: 10,
    cook: 35,
    serves: 8,
    method: 'Au four',
    ingredients: [
      '1 pot de yaourt',
      '3 pots de farine',
      '2 pots de sucre',
      '3 œufs',
      '½ pot d’huile',
    ],
    steps: [
      'Mélanger les ingrédients dans l’ordre.',
      'Verser dans un moule beurré.',
      'Cuire 35 min à 180 °C.',
    ],
  },
  {
    title: 'Velouté de potimarron',
    category: 'Entrées',
    prep: 15,
    cook: 30,
    serves: 4,
    method: 'À la casserole',
    ingredients: ['1 potimarron', '1 oignon', '75 cl de bouillon de légumes', '10 cl de crème'],
    steps: [
      'Couper le potimarron sans l’éplucher.',
      'Cuire 25 min dans le bouillon.',
      'Mixer avec la crème.',
    ],
  },
  {
    title: 'Cassoulet toulousain',
    category: 'Plats',
    prep: 45,
    cook: 240,
    wait: 720,
    serves: 8,
    method: 'Mijoté',
    ingredients: [
      '800 g de haricots lingots',
      '4 cuisses de confit de canard',
      '4 saucisses de Toulouse',
      '300 g de poitrine',
    ],
    steps: [
      'Faire tremper les haricots une nuit.',
      'Les cuire avec la poitrine.',
      'Monter le cassoulet et cuire 3 h au four.',
    ],
  },
  {
    title: 'Clafoutis aux cerises',
    category: 'Desserts',
    prep: 15,
    cook: 40,
    serves: 6,
    method: 'Au four',
    ingredients: [
      '500 g de cerises',
      '3 œufs',
      '100 g de farine',
      '80 g de sucre',
      '30 cl de lait',
    ],
    steps: ['Disposer les cerises dans un plat.', 'Verser la pâte.', 'Cuire 40 min à 180 °C.'],
  },
  {
    title: 'Moules marinières',
    category: 'Plats',
    prep: 20,
    cook: 10,
    serves: 4,
    method: 'À la cocotte',
    ingredients: ['2 kg de moules', '2 échalotes', '20 cl de vin blanc', 'Persil'],
    steps: [
      'Nettoyer les moules.',
      'Suer les échalotes, mouiller au vin blanc.',
      'Cuire les moules à couvert 8 min.',
    ],
  },
  {
    title: 'Tarte au citron meringuée',
    category: 'Desserts',
    prep: 40,
    cook: 30,
    wait: 60,
    serves: 8,
    method: 'Au four',
    ingredients: ['1 pâte sablée', '4 citrons', '4 œufs', '150 g de sucre', '80 g de beurre'],
    steps: [
      'Cuire la pâte à blanc.',
      'Préparer le crémeux au citron.',
      'Couvrir de meringue et dorer.',
    ],
  },
  {
    title: 'Lentilles aux saucisses de Morteau',
    category: 'Plats',
    prep: 15,
    cook: 45,
    serves: 4,
    method: 'À la casserole',
    ingredients: [
      '400 g de lentilles vertes du Puy',
      '2 saucisses de Morteau',
      '1 carotte',
      '1 oignon piqué',
    ],
    steps: [
      'Cuire les saucisses 30 min à frémissement.',
      'Cuire les lentilles avec les légumes.',
      'Servir ensemble.',
    ],
  },
  {
    title: 'Œufs cocotte aux épinards',
    category: 'Entrées',
    prep: 10,
    cook: 12,
    serves: 4,
    method: 'Au four',
    ingredients: ['4 œufs', '200 g d’épinards', '10 cl de crème', 'Muscade'],
    steps: [
      'Répartir les épinards dans des ramequins.',
      'Casser un œuf dans chacun, ajouter la crème.',
      'Cuire au bain-marie 12 min.',
    ],
  },
  {
    title: 'Pissaladière',
    category: 'Entrées',
    prep: 25,
    cook: 30,
    serves: 6,
    method: 'Au four',
    ingredients: ['1 pâte à pain', '1 kg d’oignons', 'Anchois', 'Olives noires'],
    steps: [
      'Compoter les oignons 40 min.',
      'Les étaler sur la pâte.',
      'Décorer d’anchois et d’olives, cuire.',
    ],
  },
  {
    title: 'Far breton aux pruneaux',
    category: 'Desserts',
    prep: 15,
    cook: 50,
    serves: 8,
    method: 'Au four',
    ingredients: [
      '250 g de pruneaux',
      '4 œufs',
      '125 g de farine',
      '150 g de sucre',
      '75 cl de lait',
    ],
    steps: ['Préparer une pâte lisse.', 'Ajouter les pruneaux.', 'Cuire 50 min à 200 °C.'],
  },
  {
    title: 'Coq au vin',
    category: 'Plats',
    prep: 30,
    cook: 150,
    serves: 6,
    method: 'Mijoté',
    ingredients: ['1 coq', '75 cl de vin rouge', '200 g de lardons', '250 g de champignons'],
    steps: [
      'Mariner le coq une nuit dans le vin.',
      'Le faire dorer puis mijoter 2 h 30.',
      'Ajouter lardons et champignons.',
    ],
  },
  {
    title: 'Taboulé libanais',
    category: 'Entrées',
    prep: 30,
    cook: 0,
    wait: 60,
    serves: 4,
    method: 'Sans cuisson',
    ingredients: [
      '3 bottes de persil plat',
      '1 botte de menthe',
      '50 g de boulgour fin',
      '3 tomates',
      '2 citrons',
    ],
    steps: [
      'Ciseler finement les herbes.',
      'Ajouter boulgour et tomates.',
      'Assaisonner au citron et à l’huile, laisser reposer.',
    ],
  },
  {
    title: 'Madeleines au miel',
    category: 'Desserts',
    prep: 15,
    cook: 10,
    wait: 60,
    serves: 24,
    method: 'Au four',
    ingredients: [
      '3 œufs',
      '130 g de sucre',
      '150 g de farine',
      '125 g de beurre',
      '1 c. à soupe de miel',
    ],
    steps: [
      'Préparer la pâte et la laisser reposer 1 h.',
      'Remplir les moules.',
      'Cuire 10 min à 200 °C.',
    ],
  },
];

const AUTHORS = ['Camille Roux', 'Julien Marchand', 'Sophie Lefèvre', 'Thomas Girard'];
const DIFFICULTIES = ['Très facile', 'Facile', 'Moyen', 'Difficile'];
const COSTS = ['Bon marché', 'Moyen', 'Assez cher'];
const CALORIES = ['Léger', 'Moyen', 'Copieux'];
const ADVICE = [
  'Se prépare la veille : c’est encore meilleur réchauffé.',
  'Servez avec une salade verte bien assaisonnée.',
  'Se congèle très bien en portions.',
  'Remplacez la crème par du fromage blanc pour une version plus légère.',
];

/** `Blanquette de veau à l’ancienne` → `blanquette-de-veau-a-l-ancienne`; `Bœuf` → `boeuf`. */
export function slugOf(title: string): string {
  return title
    .replace(/œ/g, 'oe')
    .replace(/Œ/g, 'Oe')
    .replace(/æ/g, 'ae')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

/** The demo recipes of one brand (deterministic: same brand, same recipes). */
export function demoRecipes(brandKey: string, now: Date): RecipeInsert[] {
  const random = randomSource(brandKey === 'CAC' ? 71 : 73);
  const origin = listBrands().find((b) => b.key === brandKey)?.profile.siteOrigin ?? null;
  return DISHES.map((dish, index) => {
    const status: RecipeStatus =
      index % 9 === 8 ? 'Draft' : index === 13 ? 'Archived' : 'Published';
    const slug = slugOf(dish.title);
    const createdAt = new Date(now.getTime() - (index * 5 + 3) * 86_400_000);
    const id = seedId(`recipe:${brandKey}:${index}`);
    const image = `https://images.demo.backoffice.test/recettes/${brandKey.toLowerCase()}-${slug}.jpg`;
    return {
      id,
      brandKey,
      title: dish.title,
      status,
      slug,
      medias: [
        {
          key: `recettes/${brandKey.toLowerCase()}/${slug}.jpg`,
          href: image,
          credit: pick(random, ['Rédaction', 'StockFood', 'Sucré Salé']),
          source: 'Recettes',
          caption: dish.title,
          format: 'image',
        },
      ],
      recipeUrls: origin
        ? [{ url: `${origin}/recettes/${slug}-${index + 1}`, isCanonical: true }]
        : [],
      recipeCategories: [{ id: seedId(`recipe-category:${dish.category}`), title: dish.category }],
      authorName: pick(random, AUTHORS),
      prepTime: dish.prep,
      cookTime: dish.cook,
      waitTime: dish.wait ?? 0,
      totalTime: dish.prep + dish.cook + (dish.wait ?? 0),
      yield: dish.serves,
      difficulty: pick(random, DIFFICULTIES),
      calorieLevel: pick(random, CALORIES),
      estimatedCost: pick(random, COSTS),
      cookingMethod: dish.method,
      ingredients: { raw: dish.ingredients, parsed: [], unparsed: dish.ingredients },
      advice: pick(random, ADVICE),
      instructions: dish.steps,
      source: brandKey === 'CAC' ? 'Cuisine Actuelle' : 'Femme Actuelle',
      publishedAt: status === 'Draft' ? null : new Date(createdAt.getTime() + 3_600_000),
      createdAt,
    };
  });
}

/** Seeds the demo recipes of every demo brand that is a recipe brand; returns how many exist. */
export async function seedRecipes(db: Database, now: Date): Promise<number> {
  let count = 0;
  for (const brand of listBrands())
    if (brand.profile.isRecipe && (DEMO_BRANDS as readonly string[]).includes(brand.key)) {
      const recipes = demoRecipes(brand.key, now);
      await insertRecipes(db, recipes);
      count += recipes.length;
    }
  return count;
}
