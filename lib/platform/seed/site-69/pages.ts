import type { SeedPage } from "@/lib/platform/seed/types";
import { QUOTE_FORM_ID } from "./forms";

/**
 * Default menu of the sample site (SPEC §2): accueil, prestations (four children),
 * coach-de-vie, nous-contacter, plus the non-menu booking page prendre-un-rendez.
 * Image sources are "/seed-assets/site-69/<file>"; the seed rewrites them to served URLs.
 */

const img = (file: string) => `/seed-assets/site-69/${file}`;

/** Every illustration shipped for site 69 is drawn on a 1200×800 canvas: the size lets pages reserve its space. */
const picture = (file: string, alt: string) => ({ src: img(file), alt, width: 1200, height: 800 });

const SERVICE_SLUGS = {
  collectivites: "accompagnement-pour-les-collectivites-entreprises-et-associations",
  personnel: "coach-developpement-personnel",
  professionnel: "developpement-professionnel",
  scolaire: "interventions-etablissement-scolaire",
} as const;

const BOOKING_CTA = { label: "Prendre un rendez-vous", href: "/prendre-un-rendez" };

export const pages: SeedPage[] = [
  {
    key: "accueil",
    order: 1,
    slug: "",
    title: "Accueil",
    menuTitle: "Accueil",
    metaDescription:
      "Élan Coaching, cabinet de coaching et de formation à Lyon : développement personnel, coaching de vie, évolution professionnelle et interventions collectives.",
    showInMenu: true,
    isText: false,
    type: "HOME",
    cms: {
      version: 1,
      blocks: [
        {
          id: "home-slider",
          type: "slider",
          props: {
            fullscreen: true,
            slides: [
              {
                title: "Trouvez votre élan, révélez votre potentiel",
                subtitle:
                  "Coaching individuel, accompagnement professionnel et formations à Lyon et à Grenoble, pour les particuliers, les entreprises, les collectivités et les établissements scolaires.",
                image: picture(
                  "hero-accueil.svg",
                  "Lever de soleil sur des collines, une silhouette atteint le sommet d'un chemin",
                ),
                cta: BOOKING_CTA,
              },
              {
                title: "Des équipes qui coopèrent et s'épanouissent",
                subtitle:
                  "Cohésion d'équipe, management et qualité de vie au travail : des interventions sur mesure pour les entreprises, les collectivités et les associations.",
                image: picture(
                  "slide-cohesion-equipe.svg",
                  "Cinq collègues se tiennent par la main au sommet d'une colline ; l'une d'elles brandit un drapeau orange",
                ),
                cta: { label: "Découvrir nos interventions", href: `/prestations/${SERVICE_SLUGS.collectivites}` },
              },
              {
                title: "Le coaching de vie, pour avancer en accord avec vous-même",
                subtitle:
                  "Clarifier vos priorités, oser un nouveau départ et transformer vos envies en projets concrets, à votre rythme.",
                image: picture(
                  "slide-nouveau-depart.svg",
                  "Une personne traverse une rivière de pierre en pierre vers une rive ensoleillée où pousse un arbre",
                ),
                cta: { label: "En savoir plus sur le coaching de vie", href: "/coach-de-vie" },
              },
            ],
          },
        },
        {
          id: "home-services",
          type: "servicesGrid",
          props: {
            title: "Nos prestations",
            items: [
              {
                title: "Développement personnel",
                summary:
                  "Mieux vous connaître, apaiser le stress, gagner en confiance et retrouver un équilibre de vie qui vous ressemble.",
                href: `/prestations/${SERVICE_SLUGS.personnel}`,
                image: picture("service-developpement-personnel.svg", "Personne assise en méditation entourée de cercles apaisants"),
              },
              {
                title: "Développement professionnel",
                summary:
                  "Reconversion, prise de poste, management, bilan de compétences : un accompagnement pour faire évoluer votre carrière avec clarté.",
                href: `/prestations/${SERVICE_SLUGS.professionnel}`,
                image: picture("service-developpement-professionnel.svg", "Escalier ascendant et flèche orange symbolisant la progression professionnelle"),
              },
              {
                title: "Collectivités, entreprises et associations",
                summary:
                  "Cohésion d'équipe, qualité de vie au travail, prévention des risques psychosociaux : des interventions sur mesure pour vos équipes.",
                href: `/prestations/${SERVICE_SLUGS.collectivites}`,
                image: picture("service-collectivites.svg", "Équipe réunie autour d'une table devant des bâtiments"),
              },
              {
                title: "Établissements scolaires",
                summary:
                  "Ateliers pour les élèves, les enseignants et les parents : gestion des émotions, orientation, confiance en soi et climat scolaire.",
                href: `/prestations/${SERVICE_SLUGS.scolaire}`,
                image: picture("service-scolaire.svg", "Salle de classe avec un tableau et des élèves"),
              },
            ],
          },
        },
        {
          id: "home-approche",
          type: "imageText",
          props: {
            title: "Une approche humaine, structurée et bienveillante",
            html: `<p>Chez Élan Coaching, nous croyons que chacun possède les ressources nécessaires pour avancer. Notre rôle n'est pas de décider à votre place, mais de vous aider à clarifier ce qui compte vraiment pour vous, à lever les freins et à passer à l'action.</p>
<p>Chaque accompagnement commence par un entretien découverte gratuit de 30 minutes. Ensemble, nous définissons un objectif concret, un rythme de séances et des indicateurs de réussite. Nos coachs sont certifiés, supervisés et respectent un code de déontologie strict, garant de la confidentialité de vos échanges.</p>
<ul>
<li>Séances en cabinet à Lyon et à Grenoble, ou en visioconférence</li>
<li>Outils issus de l'approche systémique, de la PNL et de la psychologie positive</li>
<li>Organisme de formation certifié Qualiopi</li>
</ul>`,
            image: picture("approche.svg", "Deux personnes assises face à face échangent lors d'une séance de coaching"),
            imagePosition: "right",
            cta: { label: "Découvrir le coaching de vie", href: "/coach-de-vie" },
          },
        },
        {
          id: "home-temoignages",
          type: "testimonials",
          props: {
            title: "Ils nous ont fait confiance",
            items: [
              {
                quote:
                  "Après dix ans dans la banque, je n'arrivais plus à me projeter. En quatre mois d'accompagnement, j'ai retrouvé du sens et ouvert mon atelier de céramique. Merci pour cette écoute exigeante et bienveillante.",
                author: "Sophie L.",
                role: "Reconversion professionnelle",
              },
              {
                quote:
                  "Les ateliers de cohésion ont transformé la façon dont notre équipe communique. Les managers disposent aujourd'hui d'outils simples qu'ils utilisent au quotidien.",
                author: "Marc D.",
                role: "Directeur des ressources humaines, collectivité territoriale",
              },
              {
                quote:
                  "Nos élèves de troisième ont abordé l'orientation avec beaucoup plus de sérénité. L'intervenante a su capter leur attention et leur donner confiance.",
                author: "Nadia B.",
                role: "Principale adjointe de collège",
              },
            ],
          },
        },
        {
          id: "home-ateliers",
          type: "workshops",
          props: { title: "Nos prochains ateliers", nbItem: 3 },
        },
        {
          id: "home-actualites",
          type: "newsList",
          props: { title: "Nos actualités", nbItem: 3 },
        },
        {
          id: "home-blog",
          type: "blogList",
          props: { title: "Le blog", nbItem: 3 },
        },
        {
          id: "home-cta",
          type: "callToAction",
          props: {
            title: "Et si vous faisiez le premier pas ?",
            text: "Réservez votre entretien découverte gratuit de 30 minutes, sans engagement, en cabinet ou en visioconférence.",
            cta: BOOKING_CTA,
          },
        },
      ],
    },
  },
  {
    key: "prestations",
    order: 2,
    slug: "prestations",
    title: "Nos prestations",
    menuTitle: "Prestations",
    metaDescription:
      "Coaching individuel, évolution professionnelle, interventions en entreprise, en collectivité et en milieu scolaire : découvrez les prestations d'Élan Coaching.",
    showInMenu: true,
    isText: false,
    type: "FOLDER",
    cms: {
      version: 1,
      blocks: [
        {
          id: "prestations-intro",
          type: "richText",
          props: {
            html: "<p>Particuliers, professionnels, équipes ou élèves : chaque accompagnement est construit sur mesure, à partir de vos besoins et de vos objectifs.</p>",
          },
        },
        // Read from the platform's services (GET /service), with the tag filter (issue 10).
        {
          id: "prestations-liste",
          type: "servicesList",
          props: { showFilter: true },
        },
        // The site search (GET /recherche) for a subject the services do not name.
        {
          id: "prestations-recherche",
          type: "search",
          props: { title: "Vous cherchez un sujet précis ?", placeholder: "Confiance en soi, orientation, management…" },
        },
      ],
    },
  },
  {
    key: "collectivites",
    parentKey: "prestations",
    order: 1,
    slug: SERVICE_SLUGS.collectivites,
    title: "Accompagnement pour les collectivités, entreprises et associations",
    menuTitle: "Collectivités, entreprises et associations",
    metaDescription:
      "Cohésion d'équipe, management, qualité de vie au travail : Élan Coaching accompagne entreprises, collectivités et associations par des actions sur mesure.",
    showInMenu: true,
    isText: false,
    type: "PAGE",
    cms: {
      version: 1,
      blocks: [
        {
          id: "collectivites-hero",
          type: "hero",
          props: {
            title: "Accompagner les organisations et leurs équipes",
            subtitle:
              "Des interventions sur mesure pour les entreprises, les collectivités territoriales et les associations.",
            image: picture("service-collectivites.svg", "Équipe réunie autour d'une table devant des bâtiments"),
          },
        },
        {
          id: "collectivites-contenu",
          type: "richText",
          props: {
            html: `<p>Les organisations traversent aujourd'hui des transformations rapides : réorganisations, nouveaux modes de travail hybrides, attentes croissantes en matière de sens et de qualité de vie au travail. Dans ce contexte, la performance collective repose plus que jamais sur la qualité des relations, la clarté des rôles et la capacité des équipes à coopérer.</p>
<p>Élan Coaching intervient auprès des PME, des services de collectivités territoriales et des associations pour accompagner les managers et les équipes dans ces évolutions. Chaque intervention débute par un diagnostic partagé avec la direction et, lorsque c'est pertinent, avec les représentants du personnel.</p>
<h2>Nos domaines d'intervention</h2>
<ul>
<li><strong>Cohésion et coopération d'équipe</strong> : séminaires, ateliers de régulation, clarification des rôles et des règles de fonctionnement.</li>
<li><strong>Coaching de managers</strong> : prise de poste, posture managériale, conduite d'entretiens, gestion des situations délicates.</li>
<li><strong>Qualité de vie et des conditions de travail</strong> : prévention des risques psychosociaux, gestion du stress, équilibre entre vie professionnelle et vie personnelle.</li>
<li><strong>Accompagnement du changement</strong> : fusion de services, déménagement, nouvelle organisation, arrivée d'outils numériques.</li>
<li><strong>Gouvernance associative</strong> : animation de bureaux et de conseils d'administration, mobilisation des bénévoles, transmission entre générations de dirigeants.</li>
</ul>
<h2>Une méthode en trois temps</h2>
<ol>
<li><strong>Comprendre</strong> : entretiens individuels et collectifs, analyse de la demande et des enjeux.</li>
<li><strong>Agir</strong> : ateliers interactifs, mises en situation, coaching individuel ou collectif selon le besoin.</li>
<li><strong>Ancrer</strong> : plan d'action partagé, séance de suivi à trois mois et bilan écrit remis au commanditaire.</li>
</ol>
<p>Nos formations peuvent être prises en charge par votre opérateur de compétences (OPCO) ou par le CNFPT pour les agents territoriaux, sous réserve d'éligibilité. Élan Coaching est un organisme de formation certifié Qualiopi au titre des actions de formation. Nous vous remettons un devis détaillé sous une semaine après notre premier échange.</p>`,
          },
        },
        {
          id: "collectivites-devis",
          type: "form",
          props: { formId: QUOTE_FORM_ID, title: "Demandez un devis pour votre équipe" },
        },
        {
          id: "collectivites-cta",
          type: "callToAction",
          props: {
            title: "Un projet pour votre équipe ?",
            text: "Parlons de vos enjeux lors d'un premier échange gratuit : nous vous proposerons une intervention adaptée à votre organisation et à votre budget.",
            cta: { label: "Nous contacter", href: "/nous-contacter" },
          },
        },
      ],
    },
  },
  {
    key: "developpement-personnel",
    parentKey: "prestations",
    order: 2,
    slug: SERVICE_SLUGS.personnel,
    title: "Coach en développement personnel",
    menuTitle: "Développement personnel",
    metaDescription:
      "Coaching en développement personnel à Lyon et en visio : confiance en soi, gestion du stress et des émotions, équilibre de vie. Entretien découverte offert.",
    showInMenu: true,
    isText: false,
    type: "PAGE",
    cms: {
      version: 1,
      blocks: [
        {
          id: "developpement-personnel-hero",
          type: "hero",
          props: {
            title: "Développement personnel : avancer à votre rythme",
            subtitle: "Un accompagnement individuel pour mieux vous connaître et retrouver confiance et sérénité.",
            image: picture("service-developpement-personnel.svg", "Personne assise en méditation entourée de cercles apaisants"),
            cta: BOOKING_CTA,
          },
        },
        {
          id: "developpement-personnel-contenu",
          type: "richText",
          props: {
            html: `<p>Il arrive que l'on se sente bloqué, épuisé ou simplement en décalage avec la vie que l'on mène. Le coaching en développement personnel offre un espace confidentiel pour prendre du recul, comprendre ce qui se joue et définir des actions concrètes pour aller mieux.</p>
<p>Contrairement à une thérapie, le coaching est centré sur le présent et l'avenir : nous partons de votre situation actuelle et de l'objectif que vous souhaitez atteindre. Votre coach vous pose des questions, vous propose des exercices et vous aide à mobiliser vos propres ressources, sans jamais vous imposer de solution toute faite.</p>
<h2>Pour quels besoins ?</h2>
<ul>
<li>Gagner en confiance et en affirmation de soi</li>
<li>Mieux gérer le stress, les émotions et la charge mentale</li>
<li>Traverser une période de transition : séparation, déménagement, départ des enfants, retraite</li>
<li>Clarifier vos valeurs et vos priorités</li>
<li>Prendre une décision importante en toute lucidité</li>
</ul>
<h2>Comment se déroule l'accompagnement ?</h2>
<p>Après un entretien découverte gratuit de 30 minutes, nous construisons ensemble un parcours de 5 à 10 séances d'une heure, espacées de deux à trois semaines. Entre les séances, vous expérimentez de nouvelles façons de faire et observez vos progrès. Les séances ont lieu en cabinet à Lyon ou à Grenoble, ou en visioconférence si vous le préférez.</p>
<p>Tarifs indicatifs : séance individuelle de 60 minutes à 80 € TTC, forfait de 6 séances à 450 € TTC. Un paiement en plusieurs fois sans frais est possible.</p>`,
          },
        },
        {
          id: "developpement-personnel-cta",
          type: "callToAction",
          props: {
            title: "Prêt à faire le point ?",
            text: "Réservez votre entretien découverte gratuit pour échanger sur votre situation et vos attentes.",
            cta: BOOKING_CTA,
          },
        },
      ],
    },
  },
  {
    key: "developpement-professionnel",
    parentKey: "prestations",
    order: 3,
    slug: SERVICE_SLUGS.professionnel,
    title: "Développement professionnel",
    menuTitle: "Développement professionnel",
    metaDescription:
      "Reconversion, bilan de compétences, prise de poste, leadership : Élan Coaching vous accompagne dans votre évolution professionnelle à Lyon et à distance.",
    showInMenu: true,
    isText: false,
    type: "PAGE",
    cms: {
      version: 1,
      blocks: [
        {
          id: "developpement-professionnel-hero",
          type: "hero",
          props: {
            title: "Donner un nouvel élan à votre carrière",
            subtitle: "Reconversion, prise de poste, management ou bilan de compétences : construisez un projet qui vous ressemble.",
            image: picture("service-developpement-professionnel.svg", "Escalier ascendant et flèche orange symbolisant la progression professionnelle"),
            cta: BOOKING_CTA,
          },
        },
        {
          id: "developpement-professionnel-contenu",
          type: "richText",
          props: {
            html: `<p>Votre métier ne vous correspond plus ? Vous venez d'être promu et devez encadrer une équipe pour la première fois ? Vous hésitez entre plusieurs pistes d'évolution ? Le coaching professionnel vous aide à faire le point sur vos compétences, vos motivations et les opportunités qui s'offrent à vous, pour prendre des décisions éclairées.</p>
<h2>Nos accompagnements</h2>
<h3>Bilan de compétences</h3>
<p>D'une durée de 24 heures au plus, réparties sur huit à dix semaines, le bilan de compétences vous permet d'analyser votre parcours, d'identifier vos talents et vos aspirations, puis de construire un projet professionnel réaliste, vérifié auprès de professionnels du secteur visé. Il est éligible au financement par le compte personnel de formation (CPF).</p>
<h3>Accompagnement à la reconversion</h3>
<p>Nous vous aidons à explorer de nouveaux métiers, à tester votre projet sur le terrain, à identifier les formations utiles et à préparer votre plan de transition, y compris sur le plan financier et organisationnel.</p>
<h3>Prise de poste et leadership</h3>
<p>Pour les managers et les dirigeants : trouver sa posture, déléguer efficacement, conduire des réunions et des entretiens annuels, gérer les tensions et développer un leadership authentique.</p>
<h3>Préparation aux entretiens</h3>
<p>Valoriser votre parcours, travailler votre discours et vous entraîner en situation avant un recrutement, une mobilité interne ou une négociation.</p>
<h2>Nos engagements</h2>
<ul>
<li>Une coach certifiée, titulaire d'un titre RNCP de coach professionnel</li>
<li>Une synthèse écrite remise à l'issue de chaque accompagnement</li>
<li>Un entretien de suivi gratuit six mois après la fin du parcours</li>
</ul>
<p>Ces accompagnements sont proposés aux particuliers comme aux entreprises qui souhaitent soutenir l'évolution de leurs collaborateurs.</p>`,
          },
        },
        {
          id: "developpement-professionnel-cta",
          type: "callToAction",
          props: {
            title: "Parlons de votre projet professionnel",
            text: "Un premier échange gratuit pour clarifier votre besoin et vous présenter les financements possibles.",
            cta: BOOKING_CTA,
          },
        },
      ],
    },
  },
  {
    key: "interventions-scolaires",
    parentKey: "prestations",
    order: 4,
    slug: SERVICE_SLUGS.scolaire,
    title: "Interventions en établissement scolaire",
    menuTitle: "Établissements scolaires",
    metaDescription:
      "Ateliers en collèges et lycées : gestion des émotions, confiance en soi, orientation, prévention du harcèlement, pour élèves, enseignants et parents.",
    showInMenu: true,
    isText: false,
    type: "PAGE",
    cms: {
      version: 1,
      blocks: [
        {
          id: "interventions-scolaires-hero",
          type: "hero",
          props: {
            title: "Interventions en établissement scolaire",
            subtitle: "Des ateliers vivants pour aider les élèves à grandir en confiance et soutenir les équipes éducatives.",
            image: picture("service-scolaire.svg", "Salle de classe avec un tableau et des élèves"),
          },
        },
        {
          id: "interventions-scolaires-contenu",
          type: "richText",
          props: {
            html: `<p>L'école est un lieu d'apprentissage, mais aussi de construction de soi. Stress des examens, choix d'orientation, relations entre pairs, usage des écrans : les élèves ont besoin d'outils concrets pour traverser ces étapes. Élan Coaching intervient dans les écoles élémentaires, les collèges et les lycées de la région Auvergne-Rhône-Alpes, en lien étroit avec les équipes pédagogiques et les personnels de vie scolaire.</p>
<h2>Pour les élèves</h2>
<ul>
<li><strong>Gestion des émotions et du stress</strong>, notamment à l'approche du brevet et du baccalauréat</li>
<li><strong>Confiance en soi et prise de parole</strong>, en préparation de l'oral du brevet et du Grand oral</li>
<li><strong>Orientation</strong> : mieux se connaître pour choisir son parcours, ateliers en lien avec les heures dédiées à l'orientation</li>
<li><strong>Climat scolaire et prévention du harcèlement</strong> : coopération, empathie, rôle des témoins</li>
</ul>
<h2>Pour les équipes éducatives et les parents</h2>
<p>Nous proposons des temps de formation et d'analyse de pratiques aux enseignants, ainsi que des conférences-débats pour les parents sur des thèmes comme la motivation scolaire, l'accompagnement de l'orientation ou la gestion des conflits à la maison.</p>
<h2>Modalités pratiques</h2>
<p>Les ateliers durent de une à deux heures, par demi-groupe ou classe entière, et s'appuient sur des jeux, des mises en situation et des temps d'échange. Chaque projet est co-construit avec l'établissement lors d'une réunion préparatoire. Nos interventions peuvent être financées sur les crédits de l'établissement, dans le cadre de projets soutenus par les collectivités locales ou par les associations de parents d'élèves.</p>`,
          },
        },
        {
          id: "interventions-scolaires-illustration",
          type: "image",
          props: {
            image: picture(
              "classe-confiance.svg",
              "Une élève, bras levés, prend la parole devant ses camarades assis en demi-cercle, encouragée par l'intervenante",
            ),
            caption:
              "Atelier de confiance en soi dans une classe de quatrième : chaque élève s'exerce à prendre la parole devant le groupe, dans un cadre bienveillant.",
          },
        },
        {
          id: "interventions-scolaires-cta",
          type: "callToAction",
          props: {
            title: "Vous êtes un établissement scolaire ?",
            text: "Contactez-nous pour construire ensemble un programme adapté à vos élèves et à votre calendrier.",
            cta: { label: "Nous contacter", href: "/nous-contacter" },
          },
        },
      ],
    },
  },
  {
    key: "coach-de-vie",
    order: 3,
    slug: "coach-de-vie",
    title: "Coach de vie",
    menuTitle: "Coach de vie",
    metaDescription:
      "Le coaching de vie vous aide à clarifier vos priorités, à faire des choix alignés avec vos valeurs et à passer à l'action. Rencontrez Claire Morel à Lyon.",
    showInMenu: true,
    isText: false,
    type: "PAGE",
    cms: {
      version: 1,
      blocks: [
        {
          id: "coach-de-vie-presentation",
          type: "imageText",
          props: {
            title: "Qu'est-ce qu'un coach de vie ?",
            html: `<p>Le coach de vie accompagne les personnes qui souhaitent changer quelque chose dans leur existence : retrouver un équilibre, faire un choix important, concrétiser un projet longtemps repoussé ou simplement se sentir plus en accord avec elles-mêmes.</p>
<p>Il ne donne pas de conseils et ne juge pas : il écoute, questionne, reformule et vous aide à transformer vos intentions en actions concrètes, à votre rythme.</p>`,
            image: picture("coach-de-vie.svg", "Panneau indicateur au croisement de deux chemins, avec une boussole"),
            imagePosition: "left",
            cta: BOOKING_CTA,
          },
        },
        {
          id: "coach-de-vie-contenu",
          type: "richText",
          props: {
            title: "Votre coach : Claire Morel",
            html: `<p>Après quinze ans en ressources humaines dans l'industrie, Claire Morel a fondé Élan Coaching en 2018. Coach professionnelle certifiée (titre RNCP de niveau 6), formée à l'approche systémique et à la communication non violente, elle accompagne chaque année plus d'une centaine de personnes.</p>
<h2>Les grandes étapes d'un coaching de vie</h2>
<ol>
<li><strong>L'entretien découverte</strong> (30 minutes, gratuit) : nous faisons connaissance et vérifions que le coaching est adapté à votre demande.</li>
<li><strong>La définition de l'objectif</strong> : un objectif précis, mesurable et qui dépend de vous.</li>
<li><strong>Les séances</strong> : de 5 à 10 rencontres d'une heure, pour explorer vos ressources, lever les freins et expérimenter.</li>
<li><strong>Le bilan</strong> : nous mesurons le chemin parcouru et identifions les appuis pour continuer seul.</li>
</ol>
<h2>Le cadre de nos séances</h2>
<p>Le coaching repose sur la confidentialité, le respect et la responsabilité de chacun. Claire Morel exerce sous supervision régulière et adhère à un code de déontologie professionnelle. Si votre demande relève d'un accompagnement médical ou psychologique, elle vous orientera vers un professionnel de santé.</p>`,
          },
        },
        {
          id: "coach-de-vie-galerie",
          type: "gallery",
          props: {
            title: "Le cabinet et nos ateliers en images",
            images: [
              picture(
                "cabinet-accueil.svg",
                "Le salon d'accueil du cabinet : un canapé à coussins orange et crème, une table basse avec deux tasses de thé et une grande fenêtre",
              ),
              picture(
                "seance-individuelle.svg",
                "Une séance individuelle : la cliente et sa coach, carnet en main, assises dans deux fauteuils de part et d'autre d'un guéridon",
              ),
              picture(
                "atelier-groupe.svg",
                "Un atelier collectif : cinq participants autour d'une table et une animatrice debout, devant un tableau couvert de notes autocollantes",
              ),
              picture(
                "marche-nature.svg",
                "Un coaching en marchant : deux personnes discutent sur un sentier de montagne bordé de sapins",
              ),
              picture(
                "intervention-entreprise.svg",
                "Une intervention en entreprise : la formatrice commente un graphique sur un paperboard, un membre de l'équipe lève la main",
              ),
              picture(
                "classe-confiance.svg",
                "Un atelier de confiance en soi en classe : une élève prend la parole devant ses camarades assis en demi-cercle",
              ),
            ],
          },
        },
        // The site's albums (GET /album), each leading to its full-screen gallery.
        {
          id: "coach-de-vie-albums",
          type: "albumList",
          props: { title: "Nos albums photo", nbItem: 6, showDescription: true },
        },
        {
          id: "coach-de-vie-temoignages",
          type: "testimonials",
          props: {
            title: "Ce qu'ils en disent",
            items: [
              {
                quote:
                  "J'ai enfin osé quitter Paris pour m'installer à la campagne. Les séances m'ont aidée à transformer un rêve flou en un projet concret, étape par étape.",
                author: "Élodie R.",
                role: "Cliente en coaching de vie",
              },
              {
                quote:
                  "Claire sait poser les bonnes questions, celles qui dérangent un peu mais qui font avancer. Je me sens plus serein dans mes choix.",
                author: "Thomas G.",
                role: "Client en coaching de vie",
              },
              {
                quote:
                  "À la retraite, je me sentais inutile. Le coaching m'a permis de redéfinir mes priorités ; je suis aujourd'hui bénévole dans une association d'aide aux devoirs.",
                author: "Jean-Pierre M.",
                role: "Client en coaching de vie",
              },
            ],
          },
        },
        {
          id: "coach-de-vie-avis",
          type: "reviews",
          props: { title: "Les avis de nos clients", nbItem: 6 },
        },
      ],
    },
  },
  {
    key: "nous-contacter",
    order: 4,
    slug: "nous-contacter",
    title: "Nous contacter",
    menuTitle: "Nous contacter",
    metaDescription:
      "Contactez Élan Coaching à Lyon : téléphone, e-mail, adresse et horaires d'ouverture du cabinet. Réponse sous 48 heures ouvrées.",
    showInMenu: true,
    isText: false,
    type: "PAGE",
    cms: {
      version: 1,
      blocks: [
        {
          id: "nous-contacter-intro",
          type: "richText",
          props: {
            html: `<p>Une question sur nos accompagnements, un projet pour votre équipe ou votre établissement, une demande de devis ? Nous vous répondons sous 48 heures ouvrées.</p>
<p>Notre cabinet principal vous accueille à Lyon, dans le 2e arrondissement, à deux pas de la place Bellecour (métro Ampère – Victor Hugo). Nous recevons également sur rendez-vous dans notre espace de Grenoble. Les séances peuvent aussi se dérouler en visioconférence.</p>`,
          },
        },
        {
          id: "nous-contacter-formulaire",
          type: "contactForm",
          props: {
            title: "Écrivez-nous",
            intro: "Remplissez ce formulaire : votre message arrive directement au cabinet et vous recevez un accusé de réception par e-mail.",
          },
        },
        {
          id: "nous-contacter-coordonnees",
          type: "contactInfo",
          props: { title: "Coordonnées et horaires", showOpeningHours: true },
        },
        {
          id: "nous-contacter-plan",
          type: "mapLink",
          props: {
            title: "Nous trouver",
            address: "18 rue Sainte-Hélène, 69002 Lyon",
            label: "Voir sur Google Maps",
          },
        },
      ],
    },
  },
  {
    key: "prendre-un-rendez",
    order: 5,
    slug: "prendre-un-rendez",
    title: "Prendre un rendez-vous",
    menuTitle: "Prendre un rendez-vous",
    metaDescription:
      "Réservez votre entretien découverte gratuit de 30 minutes avec Élan Coaching, en cabinet à Lyon ou à Grenoble, ou en visioconférence.",
    showInMenu: false,
    isText: false,
    type: "PAGE",
    cms: {
      version: 1,
      blocks: [
        {
          id: "rendez-vous-intro",
          type: "richText",
          props: {
            html: `<p>Le premier rendez-vous est un <strong>entretien découverte gratuit de 30 minutes</strong>, sans engagement. Il nous permet de comprendre votre demande, de vous présenter notre façon de travailler et de vérifier ensemble que le coaching répond à vos attentes.</p>
<h2>Comment réserver ?</h2>
<ul>
<li>Par téléphone, du lundi au vendredi de 9h00 à 18h00 et le samedi matin</li>
<li>Par e-mail, en indiquant vos disponibilités et le type d'accompagnement souhaité</li>
<li>Via le formulaire de contact de la page « Nous contacter »</li>
</ul>
<p>Les séances ont lieu en cabinet à Lyon ou à Grenoble, ou en visioconférence. Tout rendez-vous peut être annulé ou reporté sans frais jusqu'à 48 heures à l'avance.</p>`,
          },
        },
        {
          id: "rendez-vous-reservation",
          type: "appointmentBooking",
          props: {
            title: "Réservez votre séance en ligne",
            intro:
              "Choisissez une première séance découverte (1 heure) ou une séance de coaching (1 h 30), puis un jour et une heure libres. Vous recevez aussitôt la confirmation par e-mail, avec l'invitation à ajouter à votre agenda.",
          },
        },
        {
          id: "rendez-vous-appel",
          type: "callToAction",
          props: {
            title: "Appelez-nous directement",
            text: "Notre équipe vous propose un créneau dans la semaine.",
            cta: { label: "Appeler le 04 78 42 18 65", href: "tel:+33478421865" },
          },
        },
        {
          id: "rendez-vous-coordonnees",
          type: "contactInfo",
          props: { title: "Nos coordonnées", showOpeningHours: true },
        },
      ],
    },
  },
];
