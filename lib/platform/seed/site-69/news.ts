import type { SeedNews } from "@/lib/platform/seed/types";

/** News of the sample site (site 69); exactly one promoted item. */
export const news: SeedNews[] = [
  {
    title: "Rentrée 2026 : nos ateliers collectifs « Apprivoiser son stress »",
    slug: "rentree-2026-ateliers-collectifs-apprivoiser-son-stress",
    summary:
      "Dès le 29 septembre, retrouvez nos ateliers du mardi soir en petit groupe pour comprendre le stress et repartir avec des outils simples à utiliser au quotidien.",
    content: `<p>Nouvelle année, nouvelles bonnes résolutions ? Pour accompagner la rentrée, Élan Coaching lance un cycle de <strong>quatre ateliers collectifs</strong> consacrés à la gestion du stress, animés par Claire Morel dans notre cabinet de Lyon.</p>
<h2>Au programme</h2>
<ul>
<li>Comprendre les mécanismes du stress et repérer ses propres signaux d'alerte</li>
<li>Respiration, ancrage et récupération : des pratiques de quelques minutes</li>
<li>Identifier ses sources de pression et reprendre la main sur son agenda</li>
<li>Construire son plan personnel d'équilibre</li>
</ul>
<h2>Informations pratiques</h2>
<p>Les ateliers ont lieu les mardis 29 septembre, 6, 13 et 20 octobre 2026, de 18h30 à 20h30, en groupe de huit personnes au maximum. Le cycle complet est proposé à 160 € TTC. Les inscriptions sont ouvertes dès maintenant par téléphone ou par e-mail.</p>`,
    publishedAt: "2026-09-07T08:00:00Z",
    isPromoted: true,
  },
  {
    title: "Élan Coaching ouvre un espace d'accompagnement à Grenoble",
    slug: "elan-coaching-ouvre-un-espace-a-grenoble",
    summary:
      "Pour répondre aux demandes de nos clients isérois, nous recevons désormais sur rendez-vous dans un nouvel espace au cœur de Grenoble.",
    content: `<p>Depuis le mois d'avril, Élan Coaching vous accueille également à <strong>Grenoble</strong>, rue Félix-Poulat, à quelques minutes à pied de la place Victor-Hugo et des lignes de tramway.</p>
<p>Cet espace lumineux permet d'y organiser des séances individuelles ainsi que des ateliers en petit groupe. Les rendez-vous y sont proposés le jeudi et le vendredi, toujours sur réservation.</p>
<p>Cette ouverture accompagne le développement de nos interventions auprès des entreprises et des établissements scolaires de l'Isère. Nos coordonnées téléphoniques et notre adresse e-mail restent inchangées.</p>`,
    publishedAt: "2026-04-14T08:00:00Z",
    isPromoted: false,
  },
  {
    title: "Bilan de compétences : cinq questions à se poser avant de se lancer",
    slug: "bilan-de-competences-cinq-questions-avant-de-se-lancer",
    summary:
      "Le bilan de compétences est un outil précieux pour faire le point sur sa carrière. Voici comment savoir s'il est fait pour vous et comment bien le préparer.",
    content: `<p>Chaque année, de nombreux actifs s'interrogent sur leur avenir professionnel. Le bilan de compétences permet de prendre le temps d'analyser son parcours et de construire un projet solide. Avant de vous lancer, posez-vous ces cinq questions.</p>
<ol>
<li><strong>Quel est mon objectif ?</strong> Évoluer dans mon entreprise, changer de métier, valider un projet déjà identifié ?</li>
<li><strong>Suis-je prêt à m'investir ?</strong> Le bilan demande du temps entre les séances : recherches, enquêtes métiers, tests.</li>
<li><strong>Comment le financer ?</strong> Le compte personnel de formation, le plan de développement des compétences de l'employeur ou un financement personnel sont possibles.</li>
<li><strong>Avec qui le réaliser ?</strong> Choisissez un prestataire certifié et un consultant avec qui le courant passe : l'entretien préalable gratuit est fait pour cela.</li>
<li><strong>Que vais-je en retirer ?</strong> Une synthèse écrite confidentielle, qui vous appartient, et un plan d'action concret.</li>
</ol>
<p>Vous hésitez encore ? Réservez un entretien découverte : nous répondrons à toutes vos questions, sans engagement.</p>`,
    publishedAt: "2026-06-10T08:00:00Z",
    isPromoted: false,
  },
  {
    title: "Climat scolaire : un programme de prévention du harcèlement dans trois collèges du Rhône",
    slug: "climat-scolaire-programme-prevention-harcelement-colleges-rhone",
    summary:
      "Cet hiver, nos intervenantes ont animé des ateliers sur l'empathie et le rôle des témoins auprès de plus de 400 élèves de sixième et de cinquième.",
    content: `<p>De janvier à mars, Élan Coaching a accompagné trois collèges du Rhône dans un programme consacré au <strong>climat scolaire et à la prévention du harcèlement</strong>.</p>
<p>Pendant trois séances par classe, les élèves ont travaillé sur la reconnaissance des émotions, l'écoute et le rôle essentiel des témoins, à travers des jeux coopératifs et des mises en situation. En parallèle, une demi-journée d'échanges a réuni les enseignants, les assistants d'éducation et les conseillers principaux d'éducation.</p>
<p>Les premiers retours sont encourageants : les élèves déclarent se sentir plus à l'aise pour demander de l'aide et les équipes disposent d'outils communs. Le programme sera reconduit à la rentrée et ouvert à de nouveaux établissements.</p>`,
    publishedAt: "2026-03-23T08:00:00Z",
    isPromoted: false,
  },
];
