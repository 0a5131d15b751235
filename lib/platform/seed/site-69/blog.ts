import type { SeedBlog } from "@/lib/platform/seed/types";

const AUTHOR = "Claire Morel";

/** Blog of the sample site (site 69): three folders (one with a sub-folder), eight articles. */
export const blog: SeedBlog = {
  folders: [
    {
      key: "stress",
      title: "Gestion du stress",
      slug: "gestion-du-stress",
      description: "Comprendre le stress, repérer ses signaux et retrouver de l'équilibre au quotidien.",
      order: 1,
    },
    {
      key: "developpement",
      title: "Développement personnel",
      slug: "",
      description: "Confiance en soi, émotions, relations : des pistes concrètes pour avancer à son rythme.",
      order: 2,
    },
    {
      key: "travail",
      title: "Vie professionnelle",
      slug: "vie-professionnelle",
      description: "Carrière, management et sens au travail : nos conseils de coach.",
      order: 3,
    },
    {
      key: "reconversion",
      parentKey: "travail",
      title: "Reconversion",
      slug: "reconversion",
      description: "Changer de métier sereinement : étapes, financements et témoignages.",
      order: 1,
    },
  ],
  articles: [
    {
      folderKey: "stress",
      title: "5 techniques pour apprivoiser son stress au travail",
      // No slug of its own: the url uses the title in url form (SPEC §2).
      slug: "",
      excerpt:
        "Respiration, pauses actives, priorisation : cinq pratiques simples, testées avec nos clients, pour faire baisser la pression sans quitter son bureau.",
      content: `<p>Le stress n'est pas un ennemi : c'est une réaction normale face à une exigence. Il devient un problème lorsqu'il s'installe. Voici cinq techniques que nous travaillons en séance, et que vous pouvez essayer dès aujourd'hui.</p>
<h2>1. La respiration carrée</h2>
<p>Inspirez sur quatre temps, bloquez quatre temps, expirez quatre temps, bloquez encore quatre temps. Trois cycles suffisent à ralentir le rythme cardiaque avant une réunion délicate.</p>
<h2>2. La pause active de deux minutes</h2>
<p>Toutes les 90 minutes, levez-vous, étirez-vous, regardez au loin. Le cerveau récupère mieux par petites pauses régulières que par une longue pause tardive.</p>
<h2>3. La liste des trois priorités</h2>
<p>Chaque matin, notez les <strong>trois tâches</strong> qui feront de votre journée une bonne journée. Le reste est du bonus.</p>
<h2>4. Le recadrage</h2>
<p>Face à une situation tendue, demandez-vous : « Qu'est-ce qui dépend de moi ? » Concentrez votre énergie sur cette part-là.</p>
<h2>5. Le rituel de fin de journée</h2>
<p>Fermez vos onglets, notez ce qui reste à faire demain, puis marquez la coupure : une marche, une musique, un appel à un proche.</p>
<p>Ces outils ne remplacent pas un accompagnement lorsque le stress dure : parlons-en lors d'un premier rendez-vous.</p>`,
      author: AUTHOR,
      publishedAt: "2026-10-06T07:00:00Z",
      image: { file: "marche-nature.svg", alt: "Une personne marche sur un sentier en forêt" },
    },
    {
      folderKey: "stress",
      title: "Reconnaître les premiers signes de l'épuisement professionnel",
      slug: "reconnaitre-les-signes-de-l-epuisement-professionnel",
      excerpt:
        "Fatigue qui ne passe plus, irritabilité, perte de sens : apprendre à repérer les signaux d'alerte pour agir avant qu'il ne soit trop tard.",
      content: `<p>L'épuisement professionnel s'installe rarement du jour au lendemain. Il se construit par petites touches, que l'on a tendance à minimiser.</p>
<h2>Les signaux à surveiller</h2>
<ul>
<li>Une fatigue que le week-end ne suffit plus à effacer</li>
<li>Des difficultés de concentration inhabituelles</li>
<li>Un cynisme croissant vis-à-vis de son travail</li>
<li>Des troubles du sommeil</li>
</ul>
<p>Si vous vous reconnaissez dans plusieurs de ces signes, parlez-en à votre médecin traitant. Un accompagnement en coaching peut ensuite vous aider à retrouver vos ressources.</p>`,
      author: AUTHOR,
      publishedAt: "2026-09-15T07:00:00Z",
    },
    {
      folderKey: "stress",
      title: "Cohérence cardiaque : mode d'emploi",
      slug: "coherence-cardiaque-mode-d-emploi",
      excerpt: "Trois fois par jour, six respirations par minute pendant cinq minutes : une méthode simple, validée et accessible à tous.",
      content: `<p>La cohérence cardiaque consiste à respirer à un rythme de <strong>six respirations par minute</strong> : cinq secondes d'inspiration, cinq secondes d'expiration.</p>
<p>Pratiquée trois fois par jour pendant cinq minutes, elle aide à réguler les émotions et à mieux dormir. Des applications gratuites proposent un guide visuel pour débuter.</p>`,
      author: "Julien Berthier",
      publishedAt: "2026-08-25T07:00:00Z",
    },
    {
      folderKey: "developpement",
      title: "Oser dire non sans culpabiliser",
      slug: "oser-dire-non-sans-culpabiliser",
      excerpt: "Dire non, c'est aussi dire oui à ses priorités. Quelques formulations pour poser ses limites avec bienveillance.",
      content: `<p>Beaucoup d'entre nous disent oui par peur de décevoir. Pourtant, un non clair et respectueux renforce la confiance mutuelle.</p>
<h2>Trois formulations utiles</h2>
<ol>
<li>« Je ne peux pas cette semaine, mais je peux t'aider mardi prochain. »</li>
<li>« Ce n'est pas ma priorité aujourd'hui. »</li>
<li>« J'ai besoin d'y réfléchir, je te réponds demain. »</li>
</ol>
<p>S'entraîner dans des situations peu risquées permet de gagner en aisance pas à pas.</p>`,
      author: AUTHOR,
      publishedAt: "2026-07-08T07:00:00Z",
      image: { file: "seance-individuelle.svg", alt: "Une séance individuelle de coaching dans notre cabinet" },
    },
    {
      folderKey: "developpement",
      title: "La confiance en soi se travaille comme un muscle",
      slug: "la-confiance-en-soi-se-travaille",
      excerpt: "Petits défis, journal des réussites, entourage : comment construire une confiance solide, jour après jour.",
      content: `<p>La confiance en soi n'est pas un trait de caractère figé. Elle se développe par l'expérience : chaque petit défi relevé nourrit la suivante.</p>
<p>Tenez un <em>journal des réussites</em> : chaque soir, notez trois choses que vous avez bien faites. Au bout d'un mois, relisez-le.</p>`,
      author: AUTHOR,
      publishedAt: "2026-06-02T07:00:00Z",
    },
    {
      folderKey: "travail",
      title: "Préparer son entretien annuel en trois étapes",
      slug: "preparer-son-entretien-annuel",
      excerpt: "Faire le bilan, formuler ses souhaits, préparer ses arguments : un moment clé à ne pas subir.",
      content: `<p>L'entretien annuel est l'occasion de faire le point et de parler de votre avenir. Préparez-le en trois étapes.</p>
<ol>
<li><strong>Faire le bilan</strong> de l'année : réussites, difficultés, apprentissages.</li>
<li><strong>Formuler vos souhaits</strong> : missions, formation, évolution.</li>
<li><strong>Préparer vos arguments</strong> avec des exemples concrets.</li>
</ol>`,
      author: "Julien Berthier",
      publishedAt: "2026-05-12T07:00:00Z",
      image: { file: "intervention-entreprise.svg", alt: "Un atelier de coaching en entreprise" },
    },
    {
      folderKey: "reconversion",
      title: "Reconversion professionnelle : par où commencer ?",
      slug: "reconversion-professionnelle-par-ou-commencer",
      excerpt: "Envie de changer de voie mais pas de plan ? Les premières étapes pour explorer sans tout quitter du jour au lendemain.",
      content: `<p>Une reconversion réussie se prépare. Avant de démissionner, prenez le temps d'explorer.</p>
<ul>
<li>Listez ce que vous aimez et ce que vous ne voulez plus.</li>
<li>Rencontrez des personnes qui exercent le métier qui vous attire.</li>
<li>Renseignez-vous sur les financements : compte personnel de formation, projet de transition professionnelle.</li>
</ul>
<p>Un bilan de compétences peut structurer cette réflexion.</p>`,
      author: AUTHOR,
      publishedAt: "2026-04-20T07:00:00Z",
      image: { file: "slide-nouveau-depart.svg", alt: "Un chemin qui s'ouvre vers un nouvel horizon" },
    },
    {
      folderKey: null,
      title: "Élan Coaching a cinq ans : merci !",
      slug: "elan-coaching-a-cinq-ans",
      excerpt: "Cinq ans d'accompagnements, d'ateliers et de rencontres : retour sur l'aventure et sur ce qui nous attend.",
      content: `<p>En 2021, Claire Morel ouvrait un petit cabinet rue Sainte-Hélène, à Lyon. Cinq ans plus tard, plus de 600 personnes ont été accompagnées.</p>
<p>Merci pour votre confiance. Rendez-vous à la rentrée pour de nouveaux ateliers collectifs.</p>`,
      author: AUTHOR,
      publishedAt: "2026-03-01T07:00:00Z",
    },
  ],
};
