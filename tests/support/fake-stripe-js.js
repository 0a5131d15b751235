/*
 * A minimal Stripe.js for the browser suite, served by tests/support/stripe-compatible-server.ts
 * at /v3 and /<release>/stripe.js (the page gets it through the Playwright fixture that routes
 * https://js.stripe.com/** to that server). It implements what @stripe/react-stripe-js and the
 * card payment component call: Stripe(pk) → elements({ clientSecret, locale, appearance }),
 * elements.create("payment") / getElement / submit / update, element.mount / on / off / update /
 * destroy / focus, confirmPayment({ elements, confirmParams: { return_url }, redirect }) and
 * retrievePaymentIntent(clientSecret). The Payment Element is rendered as real, labelled inputs
 * (no iframe), so a test types « 4242 4242 4242 4242 » into « Numéro de carte »; confirmPayment
 * sends the card to the local server's POST /v1/payment_intents/{id}/confirm, which delivers the
 * signed webhook. The server replaces the two placeholders below. Tests only.
 */
(function (apiUrl, version) {
  "use strict";

  var TEXT = {
    fr: {
      number: "Numéro de carte",
      expiry: "Date d'expiration (MM / AA)",
      cvc: "Code de sécurité (CVC)",
      incompleteNumber: "Le numéro de votre carte est incomplet.",
      incompleteExpiry: "La date d'expiration de votre carte est incomplète.",
      incompleteCvc: "Le code de sécurité de votre carte est incomplet.",
      network: "Une erreur réseau s'est produite.",
    },
    en: {
      number: "Card number",
      expiry: "Expiration date (MM / YY)",
      cvc: "Security code (CVC)",
      incompleteNumber: "Your card number is incomplete.",
      incompleteExpiry: "Your card's expiration date is incomplete.",
      incompleteCvc: "Your card's security code is incomplete.",
      network: "A network error has occurred.",
    },
  };

  function encode(value, prefix) {
    var parts = [];
    Object.keys(value).forEach(function (key) {
      var item = value[key];
      if (item === undefined || item === null) return;
      var name = prefix ? prefix + "[" + key + "]" : key;
      if (typeof item === "object") parts.push(encode(item, name));
      else parts.push(encodeURIComponent(name) + "=" + encodeURIComponent(String(item)));
    });
    return parts.filter(Boolean).join("&");
  }

  function intentIdOf(clientSecret) {
    var match = /^(pi_[A-Za-z0-9]+)_secret_/.exec(String(clientSecret || ""));
    return match ? match[1] : null;
  }

  function call(pk, method, path, params) {
    var init = { method: method, headers: { Authorization: "Bearer " + pk } };
    var url = apiUrl + path;
    if (method === "GET") url += "?" + encode(params);
    else {
      init.headers["Content-Type"] = "application/x-www-form-urlencoded";
      init.body = encode(params);
    }
    return fetch(url, init).then(function (response) {
      return response.json().then(function (body) {
        return { status: response.status, body: body };
      });
    });
  }

  function createPaymentElement(text) {
    var listeners = {};
    var container = null;
    var inputs = null;
    var element;

    function emit(type, event) {
      (listeners[type] || []).slice().forEach(function (listener) {
        listener(event);
      });
    }
    function values() {
      return {
        number: inputs ? inputs.number.value.replace(/\D/g, "") : "",
        expiry: inputs ? inputs.expiry.value.replace(/\D/g, "") : "",
        cvc: inputs ? inputs.cvc.value.replace(/\D/g, "") : "",
      };
    }
    function problem() {
      var card = values();
      if (card.number.length < 12) return { code: "incomplete_number", message: text.incompleteNumber };
      if (card.expiry.length !== 4) return { code: "incomplete_expiry", message: text.incompleteExpiry };
      if (card.cvc.length < 3) return { code: "incomplete_cvc", message: text.incompleteCvc };
      return null;
    }
    function field(key, label, autocomplete) {
      var wrapper = document.createElement("div");
      var id = "fake-stripe-" + key + "-" + Math.random().toString(36).slice(2, 8);
      var labelNode = document.createElement("label");
      labelNode.htmlFor = id;
      labelNode.textContent = label;
      var input = document.createElement("input");
      input.id = id;
      input.name = key;
      input.type = "text";
      input.inputMode = "numeric";
      input.autocomplete = autocomplete;
      input.addEventListener("input", function () {
        var card = values();
        emit("change", {
          elementType: "payment",
          empty: !card.number && !card.expiry && !card.cvc,
          complete: problem() === null,
          collapsed: false,
          value: { type: "card" },
        });
      });
      input.addEventListener("focus", function () {
        emit("focus", { elementType: "payment" });
      });
      input.addEventListener("blur", function () {
        emit("blur", { elementType: "payment" });
      });
      wrapper.appendChild(labelNode);
      wrapper.appendChild(input);
      container.appendChild(wrapper);
      return input;
    }

    element = {
      mount: function (target) {
        container = typeof target === "string" ? document.querySelector(target) : target;
        container.setAttribute("data-fake-stripe", "payment");
        inputs = {
          number: field("number", text.number, "cc-number"),
          expiry: field("expiry", text.expiry, "cc-exp"),
          cvc: field("cvc", text.cvc, "cc-csc"),
        };
        setTimeout(function () {
          emit("ready", { elementType: "payment" });
        }, 0);
      },
      on: function (type, listener) {
        (listeners[type] = listeners[type] || []).push(listener);
        return element;
      },
      off: function (type, listener) {
        listeners[type] = (listeners[type] || []).filter(function (l) {
          return l !== listener;
        });
        return element;
      },
      once: function (type, listener) {
        var wrapped = function (event) {
          element.off(type, wrapped);
          listener(event);
        };
        return element.on(type, wrapped);
      },
      update: function () {},
      focus: function () {
        if (inputs) inputs.number.focus();
      },
      blur: function () {},
      clear: function () {
        if (!inputs) return;
        inputs.number.value = inputs.expiry.value = inputs.cvc.value = "";
      },
      collapse: function () {},
      unmount: function () {
        if (container) container.innerHTML = "";
      },
      destroy: function () {
        if (container) container.innerHTML = "";
        inputs = null;
      },
      _problem: problem,
      _card: values,
    };
    return element;
  }

  // Called with or without `new`, as Stripe.js is: always answers a plain object.
  function Stripe(pk) {
    if (!/^pk_(test|live)_/.test(String(pk))) throw new Error("Invalid API Key provided: " + pk);
    var stripe = {};
    var text = TEXT.en;

    stripe.elements = function (options) {
      var settings = options || {};
      text = TEXT[settings.locale] || TEXT.en;
      var created = {};
      var elements = {
        _clientSecret: settings.clientSecret,
        create: function (type) {
          if (type !== "payment") throw new Error("Only the payment element is available in the test Stripe.js.");
          created[type] = createPaymentElement(text);
          return created[type];
        },
        getElement: function (type) {
          return created[type] || null;
        },
        update: function (updates) {
          if (updates && updates.locale) text = TEXT[updates.locale] || text;
        },
        fetchUpdates: function () {
          return Promise.resolve({});
        },
        submit: function () {
          var payment = created.payment;
          var issue = payment ? payment._problem() : { code: "incomplete", message: text.incompleteNumber };
          return Promise.resolve(issue ? { error: { type: "validation_error", code: issue.code, message: issue.message } } : {});
        },
      };
      return elements;
    };

    stripe.confirmPayment = function (params) {
      var elements = params && params.elements;
      var clientSecret = (params && params.clientSecret) || (elements && elements._clientSecret);
      var returnUrl = params && params.confirmParams && params.confirmParams.return_url;
      var intentId = intentIdOf(clientSecret);
      if (!intentId) return Promise.reject(new Error("stripe.confirmPayment(): a clientSecret is required."));
      if (!/^https?:\/\//.test(String(returnUrl || ""))) {
        return Promise.reject(new Error("stripe.confirmPayment(): confirmParams.return_url must be an absolute URL."));
      }
      var payment = elements && elements.getElement("payment");
      var issue = payment ? payment._problem() : { code: "incomplete", message: text.incompleteNumber };
      if (issue) return Promise.resolve({ error: { type: "validation_error", code: issue.code, message: issue.message } });
      var card = payment._card();
      var body = {
        client_secret: clientSecret,
        return_url: returnUrl,
        payment_method_data: {
          type: "card",
          card: { number: card.number, exp_month: card.expiry.slice(0, 2), exp_year: card.expiry.slice(2), cvc: card.cvc },
        },
      };
      return call(pk, "POST", "/v1/payment_intents/" + intentId + "/confirm", body).then(
        function (answer) {
          if (answer.status >= 400) return { error: answer.body.error };
          var intent = answer.body;
          if (params.redirect !== "if_required") {
            var target = new URL(returnUrl);
            target.searchParams.set("payment_intent", intent.id);
            target.searchParams.set("payment_intent_client_secret", clientSecret);
            target.searchParams.set("redirect_status", intent.status);
            window.location.assign(target.toString());
            return new Promise(function () {});
          }
          return { paymentIntent: intent };
        },
        function () {
          return { error: { type: "api_connection_error", message: text.network } };
        },
      );
    };

    stripe.retrievePaymentIntent = function (clientSecret) {
      var intentId = intentIdOf(clientSecret);
      if (!intentId) return Promise.reject(new Error("stripe.retrievePaymentIntent(): a clientSecret is required."));
      return call(pk, "GET", "/v1/payment_intents/" + intentId, { client_secret: clientSecret }).then(
        function (answer) {
          return answer.status >= 400 ? { error: answer.body.error } : { paymentIntent: answer.body };
        },
        function () {
          return { error: { type: "api_connection_error", message: text.network } };
        },
      );
    };

    function unsupported(name) {
      return function () {
        return Promise.reject(new Error(name + " is not available in the test Stripe.js."));
      };
    }
    // @stripe/react-stripe-js recognises a Stripe object by these.
    stripe.createToken = unsupported("createToken");
    stripe.createPaymentMethod = unsupported("createPaymentMethod");
    stripe.confirmCardPayment = unsupported("confirmCardPayment");
    stripe._registerWrapper = function () {};
    stripe.registerAppInfo = function () {};
    return stripe;
  }

  Stripe.version = version;
  window.Stripe = Stripe;
})("__STRIPE_API_URL__", "__STRIPE_JS_VERSION__");
