/**
 * Legal texts of the sample site (site 69), in simple HTML (p, h2, h3, ul, ol, li, strong, em, a, br).
 * Company data is never written literally: the public site replaces the placeholders
 * {{LEGAL_AGENT}}, {{LEGAL_COMPANY_NAME}}, {{CORPORATE_FORM}}, {{SIRET_NUMBER}}, {{HEAD_OFFICE}},
 * {{COMPANY_PHONE}}, {{COMPANY_EMAIL}}, {{COMPANY_NAME}}, {{SHARE_CAPITAL}} and {{RCS_NUMBER}} with the site parameters.
 * Figures follow SPEC §9 (13 months, 3 years, 30 days, 10 working days, 9h–17h, 4 Ko, RGPD).
 */

const LEGAL_NOTICE = `<h2>Mentions légales</h2>
<p>Conformément aux dispositions des articles 6-III et 19 de la loi n° 2004-575 du 21 juin 2004 pour la confiance dans l'économie numérique (LCEN), il est porté à la connaissance des utilisateurs et visiteurs du site {{COMPANY_NAME}} les présentes mentions légales.</p>
<h3>Éditeur du site</h3>
<p>Le présent site est édité par <strong>{{LEGAL_COMPANY_NAME}}</strong>, {{CORPORATE_FORM}}, dont le siège social est situé à l'adresse suivante : {{HEAD_OFFICE}}.</p>
<ul>
<li>Capital social : {{SHARE_CAPITAL}}</li>
<li>Immatriculation : {{RCS_NUMBER}}</li>
<li>Numéro SIRET : {{SIRET_NUMBER}}</li>
<li>Téléphone : {{COMPANY_PHONE}} (du lundi au vendredi, de 9h à 17h)</li>
<li>Adresse électronique : <a href="mailto:{{COMPANY_EMAIL}}">{{COMPANY_EMAIL}}</a></li>
</ul>
<h3>Directeur de la publication</h3>
<p>Le directeur de la publication est {{LEGAL_AGENT}}, en sa qualité de représentant légal de la société {{LEGAL_COMPANY_NAME}}. Toute question relative au contenu éditorial du site peut lui être adressée à l'adresse électronique indiquée ci-dessus.</p>
<h3>Hébergement et conception</h3>
<p>Le site est réalisé et exploité au moyen de la plateforme de création de sites Evolusite. Il est hébergé par : {{HOSTING_PROVIDER}}.</p>
<h3>Propriété intellectuelle</h3>
<p>L'ensemble des éléments composant le site (textes, illustrations, logos, marques, photographies, vidéos, mise en page, programmes de formation présentés) est la propriété exclusive de la société {{LEGAL_COMPANY_NAME}} ou de ses partenaires et est protégé par le Code de la propriété intellectuelle. Toute reproduction, représentation ou adaptation, totale ou partielle, sans l'<strong>autorisation écrite et préalable</strong> de la société {{LEGAL_COMPANY_NAME}} est interdite et constitutive d'une contrefaçon au sens des articles L.335-2 et suivants du Code de la propriété intellectuelle.</p>
<h3>Données personnelles</h3>
<p>Les données personnelles collectées sur ce site sont traitées conformément au règlement (UE) 2016/679 du 27 avril 2016 (RGPD) et à la loi n° 78-17 du 6 janvier 1978 modifiée, dite « Informatique et Libertés ». Les modalités de traitement et les droits dont vous disposez sont détaillés dans notre <a href="/privacy-policy">politique de confidentialité</a>. L'usage des cookies est décrit dans notre <a href="/cookie-policy">politique des cookies</a>.</p>
<h3>Responsabilité</h3>
<p>Les informations publiées sur le site sont fournies <strong>à titre indicatif</strong>. Malgré le soin apporté à leur rédaction, {{LEGAL_COMPANY_NAME}} ne saurait garantir leur exactitude, leur exhaustivité ou leur actualité et ne pourra être tenue responsable d'une erreur, d'une omission ou d'une indisponibilité du site. Les liens hypertextes vers des sites tiers ne sauraient engager sa responsabilité quant au contenu de ces sites.</p>
<h3>Droit applicable</h3>
<p>Les présentes mentions légales sont régies par le <strong>droit français</strong>. En cas de litige, et à défaut de résolution amiable, les <strong>tribunaux français</strong> seront seuls compétents.</p>`;

const PRIVACY_POLICY = `<h2>Politique de confidentialité</h2>
<p>{{LEGAL_COMPANY_NAME}}, qui exploite le site {{COMPANY_NAME}}, attache une grande importance à la protection de vos données personnelles. La présente politique vous explique quelles données nous collectons, pourquoi nous les collectons et comment vous pouvez exercer vos droits, conformément au règlement (UE) 2016/679 du Parlement européen et du Conseil du 27 avril 2016 (règlement général sur la protection des données, « RGPD ») et à la loi « Informatique et Libertés » modifiée.</p>
<h3>1. Responsable du traitement</h3>
<p>Le responsable du traitement est {{LEGAL_COMPANY_NAME}}, {{CORPORATE_FORM}}, dont le siège social est situé à l'adresse suivante : {{HEAD_OFFICE}}, représentée par {{LEGAL_AGENT}}. Vous pouvez nous joindre par courrier électronique à <a href="mailto:{{COMPANY_EMAIL}}">{{COMPANY_EMAIL}}</a> ou par téléphone au {{COMPANY_PHONE}}, du lundi au vendredi de 9h à 17h.</p>
<h3>2. Données collectées</h3>
<p>Nous ne collectons que les données strictement nécessaires aux finalités décrites ci-dessous :</p>
<ul>
<li>données d'identification et de contact : nom, prénom, adresse électronique, numéro de téléphone, adresse postale ;</li>
<li>données liées à votre compte : identifiant, mot de passe chiffré, date de naissance le cas échéant, préférences d'abonnement à la lettre d'information ;</li>
<li>données liées à nos prestations : demandes de rendez-vous, objectifs d'accompagnement que vous choisissez de nous confier, factures et historique des séances ;</li>
<li>données de navigation : pages consultées, adresse IP, type de navigateur, collectées uniquement avec votre consentement lorsqu'elles servent à la mesure d'audience.</li>
</ul>
<p>Les échanges intervenant au cours des séances de coaching sont couverts par la confidentialité et ne sont jamais utilisés à d'autres fins que votre accompagnement.</p>
<h3>3. Finalités et bases légales</h3>
<ul>
<li><strong>Gestion des rendez-vous, des prestations et de la facturation</strong> : exécution du contrat ou de mesures précontractuelles (article 6.1.b du RGPD) ;</li>
<li><strong>Réponse à vos demandes de contact</strong> : intérêt légitime à répondre aux sollicitations (article 6.1.f) ;</li>
<li><strong>Envoi de la lettre d'information</strong> : consentement (article 6.1.a), révocable à tout moment par le lien de désinscription ;</li>
<li><strong>Mesure d'audience du site</strong> : consentement recueilli par le bandeau cookies ;</li>
<li><strong>Respect des obligations comptables et fiscales</strong> : obligation légale (article 6.1.c).</li>
</ul>
<h3>4. Destinataires</h3>
<p>Vos données sont destinées aux seules personnes habilitées de notre société et, dans la limite de leurs missions, à nos sous-traitants techniques (hébergement du site, envoi de courriers électroniques, mesure d'audience, prestataire de paiement). Ces sous-traitants sont tenus contractuellement de garantir la sécurité et la confidentialité des données. Vos données ne sont jamais vendues ni louées. Lorsqu'un sous-traitant est situé hors de l'Union européenne, le transfert est encadré par une décision d'adéquation ou par les clauses contractuelles types de la Commission européenne.</p>
<h3>5. Durées de conservation</h3>
<ul>
<li>Les données des clients, des prospects et des titulaires d'un compte sont conservées pendant <strong>3 ans à compter de leur dernière activité</strong> (dernier rendez-vous, dernière connexion ou dernier contact). Au terme de cette période d'inactivité, elles sont supprimées ou anonymisées.</li>
<li>Les pièces comptables sont conservées pendant la durée légale de 10 ans.</li>
<li>Le consentement aux cookies et traceurs est conservé <strong>13 mois au maximum</strong>.</li>
</ul>
<h3>6. Vos droits</h3>
<p>Vous disposez d'un droit d'accès, de rectification, d'effacement, de limitation du traitement, de portabilité de vos données et d'opposition, ainsi que du droit de retirer votre consentement à tout moment et de définir des directives relatives au sort de vos données après votre décès. Pour exercer ces droits, écrivez à <a href="mailto:{{COMPANY_EMAIL}}">{{COMPANY_EMAIL}}</a> ou par courrier postal à notre siège social ({{HEAD_OFFICE}}), en précisant votre demande ; un justificatif d'identité pourra vous être demandé en cas de doute raisonnable.</p>
<p>Nous répondons à toute demande dans un délai de <strong>30 jours</strong> à compter de sa réception. La suppression de votre compte et des données associées est effectuée dans un délai de <strong>10 jours ouvrés</strong> après votre demande, sous réserve des données que la loi nous oblige à conserver.</p>
<p>Si vous estimez, après nous avoir contactés, que vos droits ne sont pas respectés, vous pouvez introduire une réclamation auprès de la Commission nationale de l'informatique et des libertés (CNIL) : <a href="https://www.cnil.fr">www.cnil.fr</a>.</p>
<h3>7. Sécurité</h3>
<p>Nous mettons en œuvre des mesures techniques et organisationnelles adaptées pour protéger vos données contre la perte, l'accès non autorisé ou la divulgation : connexion chiffrée (HTTPS), mots de passe stockés sous forme chiffrée, accès restreint aux seules personnes habilitées et sauvegardes régulières.</p>
<h3>8. Modification de la politique</h3>
<p>La présente politique peut être mise à jour pour tenir compte des évolutions légales ou de nos services. La version en vigueur est celle publiée sur le site.</p>`;

const COOKIE_POLICY = `<h2>Politique des cookies</h2>
<p>La présente politique explique comment le site {{COMPANY_NAME}}, édité par {{LEGAL_COMPANY_NAME}}, utilise des cookies et autres traceurs lors de votre navigation, et comment vous pouvez exprimer ou modifier vos choix.</p>
<h3>Qu'est-ce qu'un cookie ?</h3>
<p>Un cookie est un petit fichier texte, d'une taille de <strong>moins de 4 Ko</strong>, déposé et lu sur votre terminal (ordinateur, tablette, smartphone) lors de la consultation d'un site. Il permet notamment de reconnaître votre navigateur pendant la durée de validité du cookie.</p>
<h3>Les cookies que nous utilisons</h3>
<p><strong>Cookies strictement nécessaires</strong> — ils ne requièrent pas votre consentement car ils sont indispensables au fonctionnement du site :</p>
<ul>
<li><strong>tarteaucitron</strong> : enregistre vos choix en matière de cookies afin de ne pas vous les redemander à chaque visite ; durée de conservation de 13 mois au maximum ;</li>
<li>cookies de session et d'authentification : maintiennent votre connexion à votre espace personnel pendant 24 heures au plus ;</li>
<li>cookie de langue : mémorise la langue d'affichage du site.</li>
</ul>
<p><strong>Cookies de mesure d'audience</strong> — soumis à votre consentement : ils nous permettent de connaître la fréquentation du site et les pages les plus consultées (par exemple Google Analytics), afin d'améliorer nos contenus. Ils ne sont déposés qu'après votre accord.</p>
<p><strong>Cookies de réseaux sociaux et de publicité</strong> — soumis à votre consentement : ils peuvent être déposés par des services tiers (boutons de partage, vidéos intégrées, pixels publicitaires). Aucun de ces traceurs n'est chargé avant que vous ne l'ayez accepté.</p>
<h3>Recueil et durée du consentement</h3>
<p>Lors de votre première visite, un bandeau vous permet d'<strong>accepter</strong> ou de <strong>refuser</strong> l'ensemble des cookies soumis à consentement, ou de les paramétrer service par service. Refuser les cookies est aussi simple que les accepter et n'empêche pas la navigation sur le site. Votre choix est conservé <strong>13 mois au maximum</strong> ; à l'issue de ce délai, il vous est de nouveau demandé.</p>
<h3>Modifier vos choix</h3>
<p>Vous pouvez modifier vos préférences à tout moment grâce au lien de gestion des cookies présent sur le site, qui ouvre le panneau tarteaucitron. Vous pouvez également configurer votre navigateur pour bloquer ou supprimer les cookies ; la procédure est décrite dans l'aide de chaque navigateur (Firefox, Chrome, Safari, Edge). Le blocage des cookies strictement nécessaires peut toutefois altérer le fonctionnement de certaines fonctionnalités, comme la connexion à votre compte.</p>
<h3>En savoir plus</h3>
<p>Pour toute question relative aux cookies, contactez-nous à <a href="mailto:{{COMPANY_EMAIL}}">{{COMPANY_EMAIL}}</a>. Vous trouverez également des informations utiles sur le site de la CNIL : <a href="https://www.cnil.fr/fr/cookies-et-autres-traceurs">www.cnil.fr</a>. Le traitement des données collectées par les cookies est soumis au règlement (UE) 2016/679 (RGPD) ; voir notre <a href="/privacy-policy">politique de confidentialité</a>.</p>`;

const USE_TERMS = `<h2>Conditions générales d'utilisation</h2>
<p>Les présentes conditions générales d'utilisation (CGU) encadrent l'accès et l'utilisation du site {{COMPANY_NAME}}, édité par {{LEGAL_COMPANY_NAME}}, {{CORPORATE_FORM}}, dont le siège social est situé à l'adresse suivante : {{HEAD_OFFICE}}. En naviguant sur le site, vous acceptez sans réserve les présentes conditions.</p>
<h3>1. Accès au site</h3>
<p>Le site est accessible gratuitement à tout utilisateur disposant d'un accès à internet. Les frais liés à cet accès (matériel, connexion) restent à la charge de l'utilisateur. {{LEGAL_COMPANY_NAME}} s'efforce d'assurer un accès continu au site mais peut en interrompre l'accès, notamment pour des opérations de maintenance, sans que sa responsabilité puisse être engagée.</p>
<h3>2. Espace personnel</h3>
<p>La création d'un compte permet de gérer vos rendez-vous et vos abonnements. Vous vous engagez à fournir des informations exactes et à garder votre mot de passe confidentiel. Vous pouvez demander la suppression de votre compte à tout moment ; elle intervient dans un délai de 10 jours ouvrés.</p>
<h3>3. Propriété intellectuelle</h3>
<p>Les contenus du site (textes, articles, illustrations, logos, supports et programmes d'ateliers) sont protégés par le droit d'auteur. Leur consultation est autorisée pour un <strong>usage strictement privé</strong>. Toute reproduction, représentation, diffusion ou réutilisation, même partielle, est soumise à l'<strong>autorisation écrite et préalable</strong> de la société {{LEGAL_COMPANY_NAME}}. Lorsque cette autorisation est accordée, l'<strong>auteur et la source</strong> (nom du site et lien vers la page concernée) doivent être cités de manière visible.</p>
<h3>4. Caractère des informations</h3>
<p>Les informations, conseils et articles publiés sur le site sont donnés <strong>à titre indicatif</strong> et général. Ils ne remplacent ni un accompagnement individualisé, ni l'avis d'un professionnel de santé. Le coaching n'est pas une thérapie : en cas de souffrance psychologique, nous vous invitons à consulter un médecin ou un psychologue.</p>
<h3>5. Comportement de l'utilisateur</h3>
<p>L'utilisateur s'engage à ne pas porter atteinte au bon fonctionnement du site, à ne pas y introduire de contenu illicite et à ne pas utiliser les formulaires de contact à des fins de prospection commerciale non sollicitée.</p>
<h3>6. Liens hypertextes</h3>
<p>Le site peut contenir des liens vers des sites tiers sur lesquels {{COMPANY_NAME}} n'exerce aucun contrôle et dont elle ne saurait être tenue responsable. La création d'un lien vers le site {{COMPANY_NAME}} est soumise à l'accord préalable de l'éditeur.</p>
<h3>7. Données personnelles</h3>
<p>Le traitement de vos données est décrit dans la <a href="/privacy-policy">politique de confidentialité</a>, conforme au règlement (UE) 2016/679 (RGPD). Pour toute question, contactez-nous à <a href="mailto:{{COMPANY_EMAIL}}">{{COMPANY_EMAIL}}</a> ou au {{COMPANY_PHONE}}, du lundi au vendredi de 9h à 17h.</p>
<h3>8. Droit applicable et juridiction</h3>
<p>Les présentes CGU sont soumises au <strong>droit français</strong>. Tout litige relatif à leur interprétation ou à leur exécution relève, à défaut d'accord amiable, de la compétence des <strong>tribunaux français</strong>.</p>`;

const SALE_TERMS = `<h2>Conditions générales de vente</h2>
<p>Les présentes conditions générales de vente (CGV) s'appliquent à toutes les prestations de coaching individuel, d'accompagnement collectif, d'ateliers et de formation proposées par {{LEGAL_COMPANY_NAME}} ({{COMPANY_NAME}}), {{CORPORATE_FORM}}, immatriculée sous le numéro SIRET {{SIRET_NUMBER}}, dont le siège social est situé à l'adresse suivante : {{HEAD_OFFICE}}, représentée par {{LEGAL_AGENT}}.</p>
<h3>1. Prestations</h3>
<p>{{COMPANY_NAME}} propose des séances de coaching individuel (développement personnel, coaching de vie, évolution professionnelle), des ateliers collectifs, des formations et des interventions auprès des entreprises, collectivités, associations et établissements scolaires. Le contenu, la durée et le lieu de chaque prestation (en cabinet, sur site ou en visioconférence) sont précisés sur le site ou dans le devis remis au client.</p>
<h3>2. Prix</h3>
<p>Les prix sont indiqués en <strong>euros toutes taxes comprises (TTC)</strong>. Pour les clients professionnels, un devis personnalisé précise le prix hors taxes et TTC, ainsi que les éventuels frais de déplacement. Le prix applicable est celui en vigueur au jour de la réservation ou figurant sur le devis accepté.</p>
<h3>3. Réservation et commande</h3>
<p>La réservation d'une séance s'effectue en ligne, par téléphone au {{COMPANY_PHONE}} ou par courrier électronique à {{COMPANY_EMAIL}}. Pour les prestations collectives et les formations, la commande est ferme à réception du devis ou de la convention de formation signé(e). Un courrier électronique de confirmation récapitule la prestation, sa date et son prix.</p>
<h3>4. Paiement</h3>
<ul>
<li>Séances individuelles : paiement à l'issue de chaque séance ou à la réservation d'un forfait, par carte bancaire, virement ou chèque.</li>
<li>Forfaits et cycles d'accompagnement : paiement à la commande, ou en plusieurs fois sans frais selon l'échéancier convenu.</li>
<li>Clients professionnels : acompte de 30 % à la commande, solde à 30 jours à réception de facture. Tout retard de paiement entraîne des pénalités au taux d'intérêt légal majoré de dix points ainsi qu'une indemnité forfaitaire de 40 € pour frais de recouvrement.</li>
</ul>
<h3>5. Annulation et report</h3>
<p>Toute séance peut être annulée ou reportée sans frais jusqu'à 48 heures avant l'horaire prévu. En deçà, la séance est due, sauf cas de force majeure dûment justifié. Pour les interventions collectives, une annulation moins de 15 jours avant la date prévue donne lieu à la facturation de 50 % du prix convenu.</p>
<h3>6. Droit de rétractation</h3>
<p>Conformément à l'article L.221-18 du Code de la consommation, le client consommateur dispose d'un délai de <strong>14 jours</strong> à compter de la conclusion du contrat pour exercer son droit de rétractation, sans avoir à justifier de motif ni à supporter de pénalité. Il lui suffit d'adresser une déclaration dénuée d'ambiguïté par courrier électronique à {{COMPANY_EMAIL}} ou par courrier adressé à notre siège social ({{HEAD_OFFICE}}). Les sommes versées sont remboursées dans un délai de 14 jours suivant la réception de la demande.</p>
<p>Si le client demande expressément que la prestation commence avant la fin du délai de rétractation, il reste redevable du montant correspondant aux séances déjà réalisées. Le droit de rétractation ne peut plus être exercé pour une prestation pleinement exécutée avant la fin de ce délai avec l'accord exprès du client (article L.221-28 du Code de la consommation). Le droit de rétractation ne s'applique pas aux contrats conclus entre professionnels.</p>
<h3>7. Engagements et confidentialité</h3>
<p>Le coach est tenu à une obligation de moyens et non de résultat : la réussite de l'accompagnement repose sur l'engagement actif du client. Le coach respecte une stricte confidentialité sur le contenu des séances. Le coaching ne constitue ni un acte médical ni une psychothérapie.</p>
<h3>8. Réclamations et médiation</h3>
<p>Toute réclamation peut être adressée à {{COMPANY_EMAIL}} ; nous nous engageons à y répondre dans un délai de 30 jours. Conformément aux articles L.612-1 et suivants du Code de la consommation, en cas de litige non résolu, le client consommateur peut recourir gratuitement à un <strong>médiateur de la consommation</strong>, dont les coordonnées lui sont communiquées sur simple demande et figurent sur le devis ou la confirmation de réservation. Le recours à la médiation n'est possible qu'après une tentative préalable de résolution écrite auprès de nos services.</p>
<h3>9. Données personnelles</h3>
<p>Les données recueillies lors de la réservation sont traitées conformément au règlement (UE) 2016/679 (RGPD), selon les modalités décrites dans notre <a href="/privacy-policy">politique de confidentialité</a>.</p>
<h3>10. Droit applicable</h3>
<p>Les présentes CGV sont soumises au <strong>droit français</strong>. À défaut de résolution amiable ou de médiation, tout litige relève des <strong>tribunaux français</strong> compétents ; lorsque le client est un professionnel, compétence est attribuée aux tribunaux du ressort du siège social de la société {{LEGAL_COMPANY_NAME}}.</p>`;

export const legalTexts = { LEGAL_NOTICE, PRIVACY_POLICY, COOKIE_POLICY, USE_TERMS, SALE_TERMS };
