var I=globalThis,q=I.ShadowRoot&&(I.ShadyCSS===void 0||I.ShadyCSS.nativeShadow)&&"adoptedStyleSheets"in Document.prototype&&"replace"in CSSStyleSheet.prototype,F=Symbol(),$t=new WeakMap,U=class{constructor(t,e,s){if(this._$cssResult$=!0,s!==F)throw Error("CSSResult is not constructable. Use `unsafeCSS` or `css` instead.");this.cssText=t,this.t=e}get styleSheet(){let t=this.o,e=this.t;if(q&&t===void 0){let s=e!==void 0&&e.length===1;s&&(t=$t.get(e)),t===void 0&&((this.o=t=new CSSStyleSheet).replaceSync(this.cssText),s&&$t.set(e,t))}return t}toString(){return this.cssText}},ft=r=>new U(typeof r=="string"?r:r+"",void 0,F),$=(r,...t)=>{let e=r.length===1?r[0]:t.reduce((s,o,i)=>s+(n=>{if(n._$cssResult$===!0)return n.cssText;if(typeof n=="number")return n;throw Error("Value passed to 'css' function must be a 'css' function result: "+n+". Use 'unsafeCSS' to pass non-literal values, but take care to ensure page security.")})(o)+r[i+1],r[0]);return new U(e,r,F)},gt=(r,t)=>{if(q)r.adoptedStyleSheets=t.map(e=>e instanceof CSSStyleSheet?e:e.styleSheet);else for(let e of t){let s=document.createElement("style"),o=I.litNonce;o!==void 0&&s.setAttribute("nonce",o),s.textContent=e.cssText,r.appendChild(s)}},G=q?r=>r:r=>r instanceof CSSStyleSheet?(t=>{let e="";for(let s of t.cssRules)e+=s.cssText;return ft(e)})(r):r;var{is:Ht,defineProperty:Dt,getOwnPropertyDescriptor:jt,getOwnPropertyNames:zt,getOwnPropertySymbols:It,getPrototypeOf:qt}=Object,B=globalThis,vt=B.trustedTypes,Bt=vt?vt.emptyScript:"",Wt=B.reactiveElementPolyfillSupport,N=(r,t)=>r,K={toAttribute(r,t){switch(t){case Boolean:r=r?Bt:null;break;case Object:case Array:r=r==null?r:JSON.stringify(r)}return r},fromAttribute(r,t){let e=r;switch(t){case Boolean:e=r!==null;break;case Number:e=r===null?null:Number(r);break;case Object:case Array:try{e=JSON.parse(r)}catch{e=null}}return e}},bt=(r,t)=>!Ht(r,t),yt={attribute:!0,type:String,converter:K,reflect:!1,useDefault:!1,hasChanged:bt};Symbol.metadata??=Symbol("metadata"),B.litPropertyMetadata??=new WeakMap;var w=class extends HTMLElement{static addInitializer(t){this._$Ei(),(this.l??=[]).push(t)}static get observedAttributes(){return this.finalize(),this._$Eh&&[...this._$Eh.keys()]}static createProperty(t,e=yt){if(e.state&&(e.attribute=!1),this._$Ei(),this.prototype.hasOwnProperty(t)&&((e=Object.create(e)).wrapped=!0),this.elementProperties.set(t,e),!e.noAccessor){let s=Symbol(),o=this.getPropertyDescriptor(t,s,e);o!==void 0&&Dt(this.prototype,t,o)}}static getPropertyDescriptor(t,e,s){let{get:o,set:i}=jt(this.prototype,t)??{get(){return this[e]},set(n){this[e]=n}};return{get:o,set(n){let h=o?.call(this);i?.call(this,n),this.requestUpdate(t,h,s)},configurable:!0,enumerable:!0}}static getPropertyOptions(t){return this.elementProperties.get(t)??yt}static _$Ei(){if(this.hasOwnProperty(N("elementProperties")))return;let t=qt(this);t.finalize(),t.l!==void 0&&(this.l=[...t.l]),this.elementProperties=new Map(t.elementProperties)}static finalize(){if(this.hasOwnProperty(N("finalized")))return;if(this.finalized=!0,this._$Ei(),this.hasOwnProperty(N("properties"))){let e=this.properties,s=[...zt(e),...It(e)];for(let o of s)this.createProperty(o,e[o])}let t=this[Symbol.metadata];if(t!==null){let e=litPropertyMetadata.get(t);if(e!==void 0)for(let[s,o]of e)this.elementProperties.set(s,o)}this._$Eh=new Map;for(let[e,s]of this.elementProperties){let o=this._$Eu(e,s);o!==void 0&&this._$Eh.set(o,e)}this.elementStyles=this.finalizeStyles(this.styles)}static finalizeStyles(t){let e=[];if(Array.isArray(t)){let s=new Set(t.flat(1/0).reverse());for(let o of s)e.unshift(G(o))}else t!==void 0&&e.push(G(t));return e}static _$Eu(t,e){let s=e.attribute;return s===!1?void 0:typeof s=="string"?s:typeof t=="string"?t.toLowerCase():void 0}constructor(){super(),this._$Ep=void 0,this.isUpdatePending=!1,this.hasUpdated=!1,this._$Em=null,this._$Ev()}_$Ev(){this._$ES=new Promise(t=>this.enableUpdating=t),this._$AL=new Map,this._$E_(),this.requestUpdate(),this.constructor.l?.forEach(t=>t(this))}addController(t){(this._$EO??=new Set).add(t),this.renderRoot!==void 0&&this.isConnected&&t.hostConnected?.()}removeController(t){this._$EO?.delete(t)}_$E_(){let t=new Map,e=this.constructor.elementProperties;for(let s of e.keys())this.hasOwnProperty(s)&&(t.set(s,this[s]),delete this[s]);t.size>0&&(this._$Ep=t)}createRenderRoot(){let t=this.shadowRoot??this.attachShadow(this.constructor.shadowRootOptions);return gt(t,this.constructor.elementStyles),t}connectedCallback(){this.renderRoot??=this.createRenderRoot(),this.enableUpdating(!0),this._$EO?.forEach(t=>t.hostConnected?.())}enableUpdating(t){}disconnectedCallback(){this._$EO?.forEach(t=>t.hostDisconnected?.())}attributeChangedCallback(t,e,s){this._$AK(t,s)}_$ET(t,e){let s=this.constructor.elementProperties.get(t),o=this.constructor._$Eu(t,s);if(o!==void 0&&s.reflect===!0){let i=(s.converter?.toAttribute!==void 0?s.converter:K).toAttribute(e,s.type);this._$Em=t,i==null?this.removeAttribute(o):this.setAttribute(o,i),this._$Em=null}}_$AK(t,e){let s=this.constructor,o=s._$Eh.get(t);if(o!==void 0&&this._$Em!==o){let i=s.getPropertyOptions(o),n=typeof i.converter=="function"?{fromAttribute:i.converter}:i.converter?.fromAttribute!==void 0?i.converter:K;this._$Em=o;let h=n.fromAttribute(e,i.type);this[o]=h??this._$Ej?.get(o)??h,this._$Em=null}}requestUpdate(t,e,s,o=!1,i){if(t!==void 0){let n=this.constructor;if(o===!1&&(i=this[t]),s??=n.getPropertyOptions(t),!((s.hasChanged??bt)(i,e)||s.useDefault&&s.reflect&&i===this._$Ej?.get(t)&&!this.hasAttribute(n._$Eu(t,s))))return;this.C(t,e,s)}this.isUpdatePending===!1&&(this._$ES=this._$EP())}C(t,e,{useDefault:s,reflect:o,wrapped:i},n){s&&!(this._$Ej??=new Map).has(t)&&(this._$Ej.set(t,n??e??this[t]),i!==!0||n!==void 0)||(this._$AL.has(t)||(this.hasUpdated||s||(e=void 0),this._$AL.set(t,e)),o===!0&&this._$Em!==t&&(this._$Eq??=new Set).add(t))}async _$EP(){this.isUpdatePending=!0;try{await this._$ES}catch(e){Promise.reject(e)}let t=this.scheduleUpdate();return t!=null&&await t,!this.isUpdatePending}scheduleUpdate(){return this.performUpdate()}performUpdate(){if(!this.isUpdatePending)return;if(!this.hasUpdated){if(this.renderRoot??=this.createRenderRoot(),this._$Ep){for(let[o,i]of this._$Ep)this[o]=i;this._$Ep=void 0}let s=this.constructor.elementProperties;if(s.size>0)for(let[o,i]of s){let{wrapped:n}=i,h=this[o];n!==!0||this._$AL.has(o)||h===void 0||this.C(o,void 0,i,h)}}let t=!1,e=this._$AL;try{t=this.shouldUpdate(e),t?(this.willUpdate(e),this._$EO?.forEach(s=>s.hostUpdate?.()),this.update(e)):this._$EM()}catch(s){throw t=!1,this._$EM(),s}t&&this._$AE(e)}willUpdate(t){}_$AE(t){this._$EO?.forEach(e=>e.hostUpdated?.()),this.hasUpdated||(this.hasUpdated=!0,this.firstUpdated(t)),this.updated(t)}_$EM(){this._$AL=new Map,this.isUpdatePending=!1}get updateComplete(){return this.getUpdateComplete()}getUpdateComplete(){return this._$ES}shouldUpdate(t){return!0}update(t){this._$Eq&&=this._$Eq.forEach(e=>this._$ET(e,this[e])),this._$EM()}updated(t){}firstUpdated(t){}};w.elementStyles=[],w.shadowRootOptions={mode:"open"},w[N("elementProperties")]=new Map,w[N("finalized")]=new Map,Wt?.({ReactiveElement:w}),(B.reactiveElementVersions??=[]).push("2.1.2");var st=globalThis,wt=r=>r,W=st.trustedTypes,_t=W?W.createPolicy("lit-html",{createHTML:r=>r}):void 0,Ct="$lit$",_=`lit$${Math.random().toFixed(9).slice(2)}$`,Tt="?"+_,Vt=`<${Tt}>`,E=document,R=()=>E.createComment(""),L=r=>r===null||typeof r!="object"&&typeof r!="function",ot=Array.isArray,Jt=r=>ot(r)||typeof r?.[Symbol.iterator]=="function",X=`[ 	
\f\r]`,O=/<(?:(!--|\/[^a-zA-Z])|(\/?[a-zA-Z][^>\s]*)|(\/?$))/g,xt=/-->/g,At=/>/g,S=RegExp(`>|${X}(?:([^\\s"'>=/]+)(${X}*=${X}*(?:[^ 	
\f\r"'\`<>=]|("|')|))|$)`,"g"),St=/'/g,kt=/"/g,Pt=/^(?:script|style|textarea|title)$/i,rt=r=>(t,...e)=>({_$litType$:r,strings:t,values:e}),a=rt(1),j=rt(2),oe=rt(3),C=Symbol.for("lit-noChange"),m=Symbol.for("lit-nothing"),Et=new WeakMap,k=E.createTreeWalker(E,129);function Mt(r,t){if(!ot(r)||!r.hasOwnProperty("raw"))throw Error("invalid template strings array");return _t!==void 0?_t.createHTML(t):t}var Ft=(r,t)=>{let e=r.length-1,s=[],o,i=t===2?"<svg>":t===3?"<math>":"",n=O;for(let h=0;h<e;h++){let d=r[h],p,l,c=-1,u=0;for(;u<d.length&&(n.lastIndex=u,l=n.exec(d),l!==null);)u=n.lastIndex,n===O?l[1]==="!--"?n=xt:l[1]!==void 0?n=At:l[2]!==void 0?(Pt.test(l[2])&&(o=RegExp("</"+l[2],"g")),n=S):l[3]!==void 0&&(n=S):n===S?l[0]===">"?(n=o??O,c=-1):l[1]===void 0?c=-2:(c=n.lastIndex-l[2].length,p=l[1],n=l[3]===void 0?S:l[3]==='"'?kt:St):n===kt||n===St?n=S:n===xt||n===At?n=O:(n=S,o=void 0);let g=n===S&&r[h+1].startsWith("/>")?" ":"";i+=n===O?d+Vt:c>=0?(s.push(p),d.slice(0,c)+Ct+d.slice(c)+_+g):d+_+(c===-2?h:g)}return[Mt(r,i+(r[e]||"<?>")+(t===2?"</svg>":t===3?"</math>":"")),s]},H=class r{constructor({strings:t,_$litType$:e},s){let o;this.parts=[];let i=0,n=0,h=t.length-1,d=this.parts,[p,l]=Ft(t,e);if(this.el=r.createElement(p,s),k.currentNode=this.el.content,e===2||e===3){let c=this.el.content.firstChild;c.replaceWith(...c.childNodes)}for(;(o=k.nextNode())!==null&&d.length<h;){if(o.nodeType===1){if(o.hasAttributes())for(let c of o.getAttributeNames())if(c.endsWith(Ct)){let u=l[n++],g=o.getAttribute(c).split(_),z=/([.?@])?(.*)/.exec(u);d.push({type:1,index:i,name:z[2],strings:g,ctor:z[1]==="."?Q:z[1]==="?"?Z:z[1]==="@"?tt:M}),o.removeAttribute(c)}else c.startsWith(_)&&(d.push({type:6,index:i}),o.removeAttribute(c));if(Pt.test(o.tagName)){let c=o.textContent.split(_),u=c.length-1;if(u>0){o.textContent=W?W.emptyScript:"";for(let g=0;g<u;g++)o.append(c[g],R()),k.nextNode(),d.push({type:2,index:++i});o.append(c[u],R())}}}else if(o.nodeType===8)if(o.data===Tt)d.push({type:2,index:i});else{let c=-1;for(;(c=o.data.indexOf(_,c+1))!==-1;)d.push({type:7,index:i}),c+=_.length-1}i++}}static createElement(t,e){let s=E.createElement("template");return s.innerHTML=t,s}};function P(r,t,e=r,s){if(t===C)return t;let o=s!==void 0?e._$Co?.[s]:e._$Cl,i=L(t)?void 0:t._$litDirective$;return o?.constructor!==i&&(o?._$AO?.(!1),i===void 0?o=void 0:(o=new i(r),o._$AT(r,e,s)),s!==void 0?(e._$Co??=[])[s]=o:e._$Cl=o),o!==void 0&&(t=P(r,o._$AS(r,t.values),o,s)),t}var Y=class{constructor(t,e){this._$AV=[],this._$AN=void 0,this._$AD=t,this._$AM=e}get parentNode(){return this._$AM.parentNode}get _$AU(){return this._$AM._$AU}u(t){let{el:{content:e},parts:s}=this._$AD,o=(t?.creationScope??E).importNode(e,!0);k.currentNode=o;let i=k.nextNode(),n=0,h=0,d=s[0];for(;d!==void 0;){if(n===d.index){let p;d.type===2?p=new D(i,i.nextSibling,this,t):d.type===1?p=new d.ctor(i,d.name,d.strings,this,t):d.type===6&&(p=new et(i,this,t)),this._$AV.push(p),d=s[++h]}n!==d?.index&&(i=k.nextNode(),n++)}return k.currentNode=E,o}p(t){let e=0;for(let s of this._$AV)s!==void 0&&(s.strings!==void 0?(s._$AI(t,s,e),e+=s.strings.length-2):s._$AI(t[e])),e++}},D=class r{get _$AU(){return this._$AM?._$AU??this._$Cv}constructor(t,e,s,o){this.type=2,this._$AH=m,this._$AN=void 0,this._$AA=t,this._$AB=e,this._$AM=s,this.options=o,this._$Cv=o?.isConnected??!0}get parentNode(){let t=this._$AA.parentNode,e=this._$AM;return e!==void 0&&t?.nodeType===11&&(t=e.parentNode),t}get startNode(){return this._$AA}get endNode(){return this._$AB}_$AI(t,e=this){t=P(this,t,e),L(t)?t===m||t==null||t===""?(this._$AH!==m&&this._$AR(),this._$AH=m):t!==this._$AH&&t!==C&&this._(t):t._$litType$!==void 0?this.$(t):t.nodeType!==void 0?this.T(t):Jt(t)?this.k(t):this._(t)}O(t){return this._$AA.parentNode.insertBefore(t,this._$AB)}T(t){this._$AH!==t&&(this._$AR(),this._$AH=this.O(t))}_(t){this._$AH!==m&&L(this._$AH)?this._$AA.nextSibling.data=t:this.T(E.createTextNode(t)),this._$AH=t}$(t){let{values:e,_$litType$:s}=t,o=typeof s=="number"?this._$AC(t):(s.el===void 0&&(s.el=H.createElement(Mt(s.h,s.h[0]),this.options)),s);if(this._$AH?._$AD===o)this._$AH.p(e);else{let i=new Y(o,this),n=i.u(this.options);i.p(e),this.T(n),this._$AH=i}}_$AC(t){let e=Et.get(t.strings);return e===void 0&&Et.set(t.strings,e=new H(t)),e}k(t){ot(this._$AH)||(this._$AH=[],this._$AR());let e=this._$AH,s,o=0;for(let i of t)o===e.length?e.push(s=new r(this.O(R()),this.O(R()),this,this.options)):s=e[o],s._$AI(i),o++;o<e.length&&(this._$AR(s&&s._$AB.nextSibling,o),e.length=o)}_$AR(t=this._$AA.nextSibling,e){for(this._$AP?.(!1,!0,e);t!==this._$AB;){let s=wt(t).nextSibling;wt(t).remove(),t=s}}setConnected(t){this._$AM===void 0&&(this._$Cv=t,this._$AP?.(t))}},M=class{get tagName(){return this.element.tagName}get _$AU(){return this._$AM._$AU}constructor(t,e,s,o,i){this.type=1,this._$AH=m,this._$AN=void 0,this.element=t,this.name=e,this._$AM=o,this.options=i,s.length>2||s[0]!==""||s[1]!==""?(this._$AH=Array(s.length-1).fill(new String),this.strings=s):this._$AH=m}_$AI(t,e=this,s,o){let i=this.strings,n=!1;if(i===void 0)t=P(this,t,e,0),n=!L(t)||t!==this._$AH&&t!==C,n&&(this._$AH=t);else{let h=t,d,p;for(t=i[0],d=0;d<i.length-1;d++)p=P(this,h[s+d],e,d),p===C&&(p=this._$AH[d]),n||=!L(p)||p!==this._$AH[d],p===m?t=m:t!==m&&(t+=(p??"")+i[d+1]),this._$AH[d]=p}n&&!o&&this.j(t)}j(t){t===m?this.element.removeAttribute(this.name):this.element.setAttribute(this.name,t??"")}},Q=class extends M{constructor(){super(...arguments),this.type=3}j(t){this.element[this.name]=t===m?void 0:t}},Z=class extends M{constructor(){super(...arguments),this.type=4}j(t){this.element.toggleAttribute(this.name,!!t&&t!==m)}},tt=class extends M{constructor(t,e,s,o,i){super(t,e,s,o,i),this.type=5}_$AI(t,e=this){if((t=P(this,t,e,0)??m)===C)return;let s=this._$AH,o=t===m&&s!==m||t.capture!==s.capture||t.once!==s.once||t.passive!==s.passive,i=t!==m&&(s===m||o);o&&this.element.removeEventListener(this.name,this,s),i&&this.element.addEventListener(this.name,this,t),this._$AH=t}handleEvent(t){typeof this._$AH=="function"?this._$AH.call(this.options?.host??this.element,t):this._$AH.handleEvent(t)}},et=class{constructor(t,e,s){this.element=t,this.type=6,this._$AN=void 0,this._$AM=e,this.options=s}get _$AU(){return this._$AM._$AU}_$AI(t){P(this,t)}};var Gt=st.litHtmlPolyfillSupport;Gt?.(H,D),(st.litHtmlVersions??=[]).push("3.3.3");var Ut=(r,t,e)=>{let s=e?.renderBefore??t,o=s._$litPart$;if(o===void 0){let i=e?.renderBefore??null;s._$litPart$=o=new D(t.insertBefore(R(),i),i,void 0,e??{})}return o._$AI(r),o};var it=globalThis,y=class extends w{constructor(){super(...arguments),this.renderOptions={host:this},this._$Do=void 0}createRenderRoot(){let t=super.createRenderRoot();return this.renderOptions.renderBefore??=t.firstChild,t}update(t){let e=this.render();this.hasUpdated||(this.renderOptions.isConnected=this.isConnected),super.update(t),this._$Do=Ut(e,this.renderRoot,this.renderOptions)}connectedCallback(){super.connectedCallback(),this._$Do?.setConnected(!0)}disconnectedCallback(){super.disconnectedCallback(),this._$Do?.setConnected(!1)}render(){return C}};y._$litElement$=!0,y.finalized=!0,it.litElementHydrateSupport?.({LitElement:y});var Kt=it.litElementPolyfillSupport;Kt?.({LitElement:y});(it.litElementVersions??=[]).push("4.2.2");async function x(r){let t=await fetch(r,{headers:{accept:"application/json"}}),e=await t.text(),s=null;try{s=e?JSON.parse(e):null}catch{throw new Error(`${r} answered ${t.status} with a body that is not JSON`)}if(!t.ok){let o=s?.error?.message??s?.message??e,i=new Error(`${r} answered ${t.status}: ${o}`);throw i.status=t.status,i}return s}async function Xt(r,t){let e=await fetch(r,{method:"POST",headers:{"content-type":"application/json",accept:"application/json"},body:JSON.stringify(t)}),s=await e.text();if(!e.ok){let o=s;try{let i=JSON.parse(s);o=i?.error?.message??i?.message??s}catch{}throw new Error(`${r} answered ${e.status}: ${o}`)}return s?JSON.parse(s):null}function Nt(r,t){t.kind==="call"&&(r.calls+=1,r.tokens+=t.inputTokens+t.outputTokens,t.gate?.decision==="REFUSE"&&(r.refusals+=1)),t.kind==="step"&&(r.violations+=t.violations.length),t.kind==="refusal"&&t.status>=400&&t.status<500&&(r.refusals+=1)}var nt=class extends EventTarget{constructor(){super(),this.overview=null,this.workflow=null,this.sessions=[],this.actors=[],this.details=new Map,this.connected=!1,this.error=null,this.lastEntry=null,this.approvals={items:[],error:null,loaded:!1}}get pendingApprovals(){return!this.approvals.loaded||this.approvals.error?null:this.approvals.items.filter(t=>String(t.phase).toLowerCase()==="pending").length}async loadApprovals(){try{let t=await x("/approvals");this.approvals={items:Array.isArray(t)?t:[],error:null,loaded:!0}}catch(t){this.approvals={items:[],loaded:!0,error:t.status===404?"This sidecar has no approvals API (GET /approvals answered 404).":t.message}}this.changed("approvals")}async decide(t,e,s){await Xt(`/approvals/${encodeURIComponent(t)}/${e}`,{comment:s}),await this.loadApprovals()}changed(t){this.dispatchEvent(new CustomEvent("change",{detail:t}))}async refresh(){try{let[t,e,s,o]=await Promise.all([x("api/overview"),x("api/workflow"),x("api/sessions"),x("api/actors")]);Object.assign(this,{overview:t,workflow:e,sessions:s,actors:o,error:null});for(let i of this.details.keys())await this.loadSession(i);await this.loadApprovals()}catch(t){this.error=t.message}this.changed("all")}async loadSession(t){try{this.details.set(t,await x(`api/sessions/${encodeURIComponent(t)}`))}catch(e){this.details.set(t,{error:e.message})}this.changed("session")}connect(){let t=new EventSource("api/events");t.onopen=()=>{this.connected=!0,this.refresh()},t.onerror=()=>{this.connected=!1,this.changed("connection")},t.addEventListener("resync",()=>this.refresh()),t.addEventListener("entry",e=>this.apply(JSON.parse(e.data)))}apply({session:t,state:e,entry:s}){this.lastEntry={session:t,entry:s};let o=this.details.get(t);o?.entries&&!o.entries.some(n=>n.seq===s.seq)&&(o.entries.push(s),o.state=e,Nt(o,s));let i=this.sessions.find(n=>n.session===t);i||(i={session:t,state:e,firstMs:s.atMs,lastMs:s.atMs,calls:0,violations:0,refusals:0,tokens:0},this.sessions.unshift(i)),i.state=e,i.lastMs=s.atMs,Nt(i,s),this.sessions.sort((n,h)=>h.lastMs-n.lastMs),this.changed("entry"),s.kind==="call"&&s.gate?.decision==="DEFER"&&this.loadApprovals(),clearTimeout(this.countsTimer),this.countsTimer=setTimeout(()=>this.refreshCounts(),150)}async refreshCounts(){try{let[t,e]=await Promise.all([x("api/overview"),x("api/workflow")]);Object.assign(this,{overview:t,workflow:e}),this.changed("counts")}catch(t){this.error=t.message,this.changed("error")}}},f=new nt;var b=$`
  :host { display: block; }
  h2 { font-size: 1.25rem; margin: 0 0 0.75rem; }
  h3 { font-size: 1.05rem; margin: 1.25rem 0 0.5rem; }
  table { border-collapse: collapse; width: 100%; background: #fff; }
  caption { text-align: left; font-weight: 600; padding: 0.25rem 0; }
  th, td { text-align: left; padding: 0.4rem 0.6rem; border-bottom: 1px solid #d5d9de; vertical-align: top; }
  th { background: #eef0f3; font-weight: 600; }
  .muted { color: #4d5560; }
  .error { color: #a4141f; }
  .warn { color: #8a4b00; }
  .ok { color: #176a2c; }
  .card { background: #fff; border: 1px solid #d5d9de; border-radius: 6px; padding: 0.75rem 1rem; }
  .badge { display: inline-block; padding: 0.05rem 0.45rem; border-radius: 999px; font-size: 0.8rem; font-weight: 600; border: 1px solid currentColor; }
  code, pre { font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, monospace; font-size: 0.85rem; }
  pre { white-space: pre-wrap; word-break: break-word; background: #f0f2f5; padding: 0.5rem; border-radius: 4px; margin: 0.25rem 0; }
  a { color: #0b57d0; }
  a:focus-visible, button:focus-visible, textarea:focus-visible, input:focus-visible, [tabindex]:focus-visible {
    outline: 3px solid #0b57d0; outline-offset: 2px;
  }
  button { font: inherit; padding: 0.35rem 0.8rem; border-radius: 4px; border: 1px solid #4d5560; background: #fff; color: #1b1f24; cursor: pointer; }
  button.approve { background: #176a2c; border-color: #176a2c; color: #fff; }
  button.deny { background: #a4141f; border-color: #a4141f; color: #fff; }
  button:disabled { opacity: 0.6; cursor: progress; }
`,v=class extends y{constructor(){super(),this.store=f,this.onChange=()=>this.requestUpdate()}connectedCallback(){super.connectedCallback(),f.addEventListener("change",this.onChange)}disconnectedCallback(){f.removeEventListener("change",this.onChange),super.disconnectedCallback()}};function V(r){if(!r)return"";let t=Math.max(0,Math.round((Date.now()-r)/1e3));return t<60?`${t}s ago`:t<3600?`${Math.round(t/60)} min ago`:new Date(r).toLocaleString()}var at=class extends v{static properties={pending:{type:Number}};static styles=[b,$`
    .tiles { display: grid; grid-template-columns: repeat(auto-fit, minmax(11rem, 1fr)); gap: 0.75rem; margin-bottom: 1rem; }
    .tile .n { font-size: 1.9rem; font-weight: 700; }
    dl { display: grid; grid-template-columns: max-content 1fr; gap: 0.3rem 1rem; margin: 0; }
    dt { font-weight: 600; }
    dd { margin: 0; }
  `];render(){let t=this.store.overview;if(!t)return a`<p class="muted" role="status">Loading…</p>`;let e=t.lastHour,s=(o,i,n="")=>a`
      <div class="card tile" role="group" aria-label="${o}">
        <div class="n ${n}" data-count=${o}>${i}</div><div class="muted">${o}</div>
      </div>`;return a`
      <h2>Overview</h2>
      <div class="tiles">
        ${s("requests (last hour)",e.requests)}
        ${s("violations (last hour)",e.violations,e.violations?"warn":"")}
        ${s("refusals (last hour)",e.refusals,e.refusals?"error":"")}
        ${s("interventions (last hour)",e.interventions)}
        ${s("pending approvals",this.pending??"\u2013",this.pending?"warn":"")}
      </div>
      <div class="card">
        <dl>
          <dt>Tenant</dt><dd><code>${t.tenant}</code></dd>
          <dt>Sidecar</dt><dd><span class="badge ${t.ready?"ok":"error"}">${t.ready?"ready":"not ready"}</span></dd>
          <dt>Session store</dt><dd><span class="badge ${t.store==="redis down"?"error":"ok"}">${t.store}</span></dd>
          <dt>Embedder</dt><dd>${t.embedder?"configured":a`<span class="muted">not configured (no loop detection, no semantic classification)</span>`}</dd>
          <dt>Workflow</dt><dd>${t.workflow??a`<span class="muted">none</span>`}</dd>
          <dt>Actor</dt><dd>${t.actor??a`<span class="muted">none</span>`}</dd>
          <dt>Policy</dt><dd>${t.policy??a`<span class="muted">none</span>`}</dd>
          <dt>Gate stack</dt><dd>${t.gateStack??a`<span class="muted">none</span>`}</dd>
          <dt>Sessions</dt><dd>${t.sessions} recorded, ${t.workflowSteps} workflow steps since start</dd>
        </dl>
      </div>`}};customElements.define("argus-overview",at);var A=150,T=54,lt=70,dt=26,J=28;function Yt(r){if(!r)return"";let t=[];return r.minConfidence!=null&&t.push(`conf \u2265 ${r.minConfidence}`),r.requiredStates?.length&&t.push(`after ${r.requiredStates.join(", ")}`),r.maxVisits!=null&&t.push(`\u2264 ${r.maxVisits} visits`),r.pattern&&t.push(`/${r.pattern}/`),t.join("; ")}function Qt(r){let t=r.states??[],e=r.transitions??[],s=new Map,o=t.find(l=>l.initial)??t[0];if(o){s.set(o.name,0);let l=[o.name];for(;l.length;){let c=l.shift();for(let u of e)u.from===c&&!s.has(u.to)&&(s.set(u.to,s.get(c)+1),l.push(u.to))}}let i=Math.max(0,...s.values()),n=[];for(let l of t){let c=s.has(l.name)?s.get(l.name):i+1;(n[c]??=[]).push(l)}let h=new Map;n.forEach((l,c)=>l?.forEach((u,g)=>{h.set(u.name,{x:J+c*(A+lt),y:J+g*(T+dt),state:u})}));let d=J*2+n.length*(A+lt)-lt,p=J*2+Math.max(1,...n.map(l=>l?.length??0))*(T+dt)-dt;return{pos:h,width:d,height:p,transitions:e}}var ct=class extends v{static styles=[b,$`
    .graph { overflow-x: auto; background: #fff; border: 1px solid #d5d9de; border-radius: 6px; }
    svg text { font-family: system-ui, sans-serif; }
  `];edge(t,e,s){let o=e.get(t.from),i=e.get(t.to);if(!o||!i||t.from===t.to)return j``;let n=i.x>o.x,h=n?o.x+A:o.x+A/2,d=n?o.y+T/2:o.y+T,p=n?i.x:i.x+A/2,l=n?i.y+T/2:i.y+T,c=(h+p)/2,u=n?(d+l)/2:Math.max(d,l)+40+s%3*8,g=Yt(t.guard);return j`<g class="edge">
      <path d="M${h},${d} Q${c},${u} ${p},${l}" fill="none" stroke="#4d5560" stroke-width="1.4" marker-end="url(#arrow)"></path>
      ${g?j`<text x=${c} y=${n?u-6:u-2} font-size="10" text-anchor="middle" fill="#4d5560">${g}</text>`:""}
    </g>`}node(t,e,s){let o=e.state,i=o.initial?"#0b57d0":o.terminal?"#176a2c":"#4d5560";return j`<g class="state" data-state=${t}>
      <title>${t}${o.description?`: ${o.description}`:""} — ${s} session(s)</title>
      <rect x=${e.x} y=${e.y} width=${A} height=${T} rx="8" fill=${s?"#e8f0fe":"#fff"} stroke=${i} stroke-width=${o.terminal?3:1.6}></rect>
      <text x=${e.x+A/2} y=${e.y+22} font-size="13" font-weight="600" text-anchor="middle" fill="#1b1f24">${t}</text>
      <text x=${e.x+A/2} y=${e.y+41} font-size="11" text-anchor="middle" fill="#4d5560" data-sessions=${s}>${s} session${s===1?"":"s"}</text>
    </g>`}render(){let t=this.store.workflow;if(!t)return a`<p class="muted" role="status">Loading…</p>`;if(!t.spec)return a`<h2>Workflows</h2><p>This sidecar has no workflow configured.</p>`;let{pos:e,width:s,height:o,transitions:i}=Qt(t.spec),n=t.sessionsPerState??{},h=[...e.keys()].map(l=>`${l}: ${n[l]??0}`).join(", "),d=Object.entries(t.violationsByConstraint??{}),p=t.spec.constraints??[];return a`
      <h2>Workflow <code>${t.name}</code></h2>
      ${t.spec.description?a`<p class="muted">${t.spec.description}</p>`:""}
      <div class="graph">
        <svg role="img" aria-label="State machine of workflow ${t.name}. Sessions per state: ${h}" width=${s} height=${o+40} viewBox="0 0 ${s} ${o+40}">
          <defs><marker id="arrow" viewBox="0 0 10 10" refX="9" refY="5" markerWidth="7" markerHeight="7" orient="auto-start-reverse"><path d="M0,0 L10,5 L0,10 z" fill="#4d5560"></path></marker></defs>
          ${i.map((l,c)=>this.edge(l,e,c))}
          ${[...e.entries()].map(([l,c])=>this.node(l,c,n[l]??0))}
        </svg>
      </div>
      <p class="muted">Blue border: initial state; thick green border: terminal state; shaded: sessions are in it now.</p>
      <h3>Constraint violations</h3>
      <table>
        <caption class="muted">Since the sidecar started</caption>
        <thead><tr><th scope="col">Constraint</th><th scope="col">Type</th><th scope="col">Severity</th><th scope="col">Violations</th></tr></thead>
        <tbody>
          ${p.map(l=>a`<tr><th scope="row">${l.name}</th><td>${l.type}</td><td>${l.severity??"error"}</td><td data-violations=${l.name}>${t.violationsByConstraint?.[l.name]??0}</td></tr>`)}
          ${d.filter(([l])=>!p.some(c=>c.name===l)).map(([l,c])=>a`<tr><th scope="row">${l}</th><td>transition</td><td>error</td><td data-violations=${l}>${c}</td></tr>`)}
        </tbody>
      </table>`}};customElements.define("argus-workflow",ct);var ht=class extends v{static properties={session:{type:String}};static styles=[b,$`
    ol.timeline { list-style: none; padding: 0; margin: 0; }
    ol.timeline > li { background: #fff; border: 1px solid #d5d9de; border-left-width: 5px; border-radius: 4px; padding: 0.5rem 0.75rem; margin-bottom: 0.5rem; }
    li.call { border-left-color: #0b57d0; }
    li.step { border-left-color: #4d5560; }
    li.step.violated { border-left-color: #8a4b00; }
    li.intervention { border-left-color: #6b2fb3; }
    li.refusal { border-left-color: #a4141f; }
    .head { display: flex; gap: 0.75rem; flex-wrap: wrap; align-items: baseline; }
    .kind { font-weight: 700; min-width: 6.5rem; }
    .when { margin-left: auto; }
  `];willUpdate(t){t.has("session")&&this.session&&!this.store.details.has(this.session)&&this.store.loadSession(this.session)}list(){let t=this.store.sessions;return a`
      <h2>Sessions</h2>
      ${t.length===0?a`<p class="muted">No session yet: send a request through the proxy.</p>`:a`
      <table>
        <caption class="muted">${t.length} session(s), most recently active first</caption>
        <thead><tr><th scope="col">Session</th><th scope="col">State</th><th scope="col">Calls</th><th scope="col">Violations</th><th scope="col">Tokens</th><th scope="col">Last activity</th></tr></thead>
        <tbody>${t.map(e=>a`
          <tr data-session=${e.session}>
            <th scope="row"><a href="#/sessions/${encodeURIComponent(e.session)}">${e.session}</a></th>
            <td data-state>${e.state??a`<span class="muted">–</span>`}</td>
            <td>${e.calls}</td><td class=${e.violations?"warn":""}>${e.violations}</td><td>${e.tokens}</td><td>${V(e.lastMs)}</td>
          </tr>`)}
        </tbody>
      </table>`}`}entry(t){let e=a`<span class="when muted"><time datetime=${new Date(t.atMs).toISOString()}>${new Date(t.atMs).toLocaleTimeString()}</time></span>`;switch(t.kind){case"call":return a`<li class="call" data-kind="call"><div class="head">
            <span class="kind">LLM call</span><code>${t.model}</code><span>via ${t.provider}</span>
            <span class=${t.status>=400?"error":""}>${t.status} ${t.outcome}</span>
            <span>${t.inputTokens} → ${t.outputTokens} tokens</span><span>${t.latencyMs.toFixed(1)} ms</span>
            ${t.toolCalls?a`<span>${t.toolCalls} tool call(s)</span>`:""}${e}</div>
          ${t.gate?a`<div>Gates: <span class="badge ${t.gate.decision==="EXECUTE"?"ok":t.gate.decision==="REFUSE"?"error":"warn"}">${t.gate.decision}</span>
            ${t.gate.tools?a` tools <code>${t.gate.tools}</code>`:""}
            ${t.gate.failed?a` · failed <code>${t.gate.failed}</code>`:""}
            ${t.gate.reasons?a`<pre>${t.gate.reasons}</pre>`:""}</div>`:""}
        </li>`;case"step":return a`<li class="step ${t.violations.length?"violated":""}" data-kind="step"><div class="head">
            <span class="kind">Step</span><span><code>${t.from}</code> → <code data-to>${t.state}</code></span>
            <span>${t.result}</span><span class="muted">${t.method}, confidence ${Number(t.confidence).toFixed(2)}</span>${e}</div>
          ${t.violations.map(s=>a`<div class=${s.severity==="warning"?"warn":"error"}>Violation: <strong>${s.constraint}</strong> (${s.severity})</div>`)}
          ${t.scheduled?a`<div>Intervention scheduled for the next request: <strong>${t.scheduled}</strong></div>`:""}
        </li>`;case"intervention":return a`<li class="intervention" data-kind="intervention"><div class="head">
            <span class="kind">Intervention</span><strong>${t.name}</strong><span class="muted">${t.strategy}${t.constraint?`, for ${t.constraint}`:""}</span>${e}</div>
          <div>Written into the request as:</div><pre>${t.text}</pre>
        </li>`;case"refusal":return a`<li class="refusal" data-kind="refusal"><div class="head">
            <span class="kind">Refused</span><span class="error">${t.status} ${t.error}</span>${e}</div><pre>${t.message}</pre></li>`;default:return a`<li>${t.kind}</li>`}}detail(){let t=this.store.details.get(this.session),e=a`<p><a href="#/sessions">← All sessions</a></p>`;return t?t.error?a`${e}<p class="error" role="alert">${t.error}</p>`:a`${e}
      <h2>Session <code>${t.session}</code></h2>
      <p>State <strong data-current-state>${t.state??"\u2013"}</strong> · <span data-calls=${t.calls}>${t.calls} call(s)</span> · ${t.violations} violation(s) · ${t.refusals} refusal(s) · ${t.tokens} tokens ·
        trace id <code data-trace>${t.traceId}</code></p>
      <ol class="timeline" aria-label="Timeline of session ${t.session}, oldest first">${t.entries.map(s=>this.entry(s))}</ol>`:a`${e}<p class="muted" role="status">Loading…</p>`}render(){return this.session?this.detail():this.list()}};customElements.define("argus-sessions",ht);var Ot=r=>String(r.phase).toLowerCase()==="pending",pt=class extends v{static properties={busy:{state:!0},message:{state:!0}};static styles=[b,$`
    .item { margin-bottom: 0.75rem; }
    .actions { display: flex; gap: 0.5rem; align-items: flex-end; flex-wrap: wrap; margin-top: 0.5rem; }
    label { display: flex; flex-direction: column; gap: 0.2rem; flex: 1 1 18rem; }
    textarea { font: inherit; min-height: 2.4rem; padding: 0.3rem; border: 1px solid #4d5560; border-radius: 4px; }
    dl { display: grid; grid-template-columns: max-content 1fr; gap: 0.2rem 0.8rem; margin: 0.4rem 0; }
    dt { font-weight: 600; } dd { margin: 0; }
  `];connectedCallback(){super.connectedCallback(),this.store.loadApprovals()}async decide(t,e){let s=this.renderRoot.querySelector(`textarea[data-for="${CSS.escape(t.name)}"]`);this.busy=t.name,this.message=null;try{await this.store.decide(t.name,e,s?.value??""),this.message={ok:!0,text:`${t.tool} (${t.name}) ${e==="approve"?"approved":"denied"}.`}}catch(o){this.message={ok:!1,text:o.message}}this.busy=null}card(t){let e=`c-${t.name}`;return a`<article class="card item" data-approval=${t.name} aria-labelledby="${e}-h">
      <h3 id="${e}-h"><code>${t.tool}</code> <span class="badge warn">${t.tier}</span></h3>
      <dl>
        <dt>Session</dt><dd><a href="#/sessions/${encodeURIComponent(t.session)}">${t.session}</a></dd>
        <dt>Actor</dt><dd>${t.actor}</dd>
        <dt>Why held</dt><dd>${(t.reasons??[]).join("; ")||"\u2013"}</dd>
        <dt>Approvers</dt><dd>${(t.approvers??[]).join(", ")||"\u2013"}</dd>
        <dt>Requested</dt><dd>${t.createdAt?V(Date.parse(t.createdAt)):"\u2013"}${t.expiresAt?a`, expires <time datetime=${t.expiresAt}>${new Date(t.expiresAt).toLocaleTimeString()}</time>`:""}</dd>
      </dl>
      <div>Arguments (sha256 <code>${String(t.argumentsSha256??"").slice(0,12)}</code>):</div>
      <pre>${JSON.stringify(t.arguments,null,2)}</pre>
      <div class="actions">
        <label for="${e}-comment">Comment (optional)
          <textarea id="${e}-comment" data-for=${t.name}></textarea></label>
        <button class="approve" ?disabled=${this.busy===t.name} @click=${()=>this.decide(t,"approve")} aria-label="Approve ${t.tool} for session ${t.session}">Approve</button>
        <button class="deny" ?disabled=${this.busy===t.name} @click=${()=>this.decide(t,"deny")} aria-label="Deny ${t.tool} for session ${t.session}">Deny</button>
      </div>
    </article>`}render(){let{items:t,error:e,loaded:s}=this.store.approvals,o=t.filter(Ot),i=t.filter(n=>!Ot(n));return a`
      <h2>Approvals</h2>
      <div role="status" aria-live="polite">${this.message?a`<p class=${this.message.ok?"ok":"error"}>${this.message.text}</p>`:""}</div>
      ${s?e?a`<p class="error" role="alert">${e}</p>`:a`
        <h3>Waiting for a decision (${o.length})</h3>
        ${o.length?o.map(n=>this.card(n)):a`<p class="muted">Nothing waits for a decision.</p>`}
        <h3>Decided</h3>
        ${i.length?a`<table>
          <thead><tr><th scope="col">Tool</th><th scope="col">Session</th><th scope="col">Decision</th><th scope="col">By</th><th scope="col">Comment</th></tr></thead>
          <tbody>${i.map(n=>a`<tr><th scope="row"><code>${n.tool}</code></th><td>${n.session}</td><td>${n.phase}</td><td>${n.decidedBy??"\u2013"}</td><td>${n.comment??""}</td></tr>`)}</tbody>
        </table>`:a`<p class="muted">None yet.</p>`}`:a`<p class="muted">Loading…</p>`}`}};customElements.define("argus-approvals",pt);var ut=class extends v{static properties={actor:{type:String}};static styles=[b,$`
    ul { margin: 0.25rem 0; padding-left: 1.25rem; }
  `];detail(t){let e=t.spec??{};return a`<p><a href="#/actors">← All actors</a></p>
      <h2>Actor <code>${t.name}</code></h2>
      <p>Role <strong>${e.role}</strong> · tier <span class="badge warn">${e.tier}</span> · tenant <code>${t.tenant}</code></p>
      ${e.systemPrompt?a`<h3>System prompt</h3><pre>${e.systemPrompt}</pre>`:""}
      ${e.goals?.length?a`<h3>Goals</h3><ul>${e.goals.map(s=>a`<li>${s}</li>`)}</ul>`:""}
      <h3>Talents</h3>
      ${e.talents?.length?a`<table><thead><tr><th scope="col">Talent</th><th scope="col">Behaviors</th></tr></thead><tbody>
        ${e.talents.map(s=>a`<tr><th scope="row">${s.name}</th><td>${(s.behaviors??[]).map(o=>a`<div><strong>${o.name??""}</strong> ${o.mode??""} ${(o.tools??[]).length?a`— tools <code>${o.tools.join(", ")}</code>`:""}</div>`)}</td></tr>`)}
      </tbody></table>`:a`<p class="muted">None.</p>`}
      <h3>Tools</h3>
      ${e.tools?.length?a`<table><thead><tr><th scope="col">Tool</th><th scope="col">Description</th><th scope="col">Runtime</th></tr></thead><tbody>
        ${e.tools.map(s=>a`<tr><th scope="row"><code>${s.name}</code></th><td>${s.description??""}</td><td>${s.runtime??""} ${s.endpoint?a`<code>${s.endpoint}</code>`:""}</td></tr>`)}
      </tbody></table>`:a`<p class="muted">None.</p>`}
      <h3>Context sources</h3>
      ${e.contextSources?.length?a`<pre>${JSON.stringify(e.contextSources,null,2)}</pre>`:a`<p class="muted">None.</p>`}`}render(){let t=this.store.actors??[];if(this.actor){let e=t.find(s=>s.name===this.actor);return e?this.detail(e):a`<p><a href="#/actors">← All actors</a></p><p class="error">No actor ${this.actor} on this sidecar.</p>`}return a`<h2>Actors</h2>
      ${t.length?a`<table>
        <thead><tr><th scope="col">Actor</th><th scope="col">Role</th><th scope="col">Tier</th><th scope="col">Talents</th><th scope="col">Tools</th></tr></thead>
        <tbody>${t.map(e=>a`<tr data-actor=${e.name}>
          <th scope="row"><a href="#/actors/${encodeURIComponent(e.name)}">${e.name}</a></th><td>${e.spec?.role}</td><td>${e.spec?.tier}</td>
          <td>${(e.spec?.talents??[]).map(s=>s.name).join(", ")}</td><td>${(e.spec?.tools??[]).length}</td></tr>`)}
        </tbody></table>`:a`<p class="muted">This sidecar runs no actor.</p>`}`}};customElements.define("argus-actors",ut);var Lt=[["overview","Overview"],["workflows","Workflows"],["sessions","Sessions"],["approvals","Approvals"],["actors","Actors"]];function Rt(){let[r,...t]=location.hash.replace(/^#\/?/,"").split("/");return{view:Lt.some(([s])=>s===r)?r:"overview",arg:t.length?decodeURIComponent(t.join("/")):""}}var mt=class extends y{static properties={route:{state:!0}};static styles=$`
    :host { display: block; min-height: 100vh; }
    header { background: #14213d; color: #fff; padding: 0.6rem 1.25rem; display: flex; align-items: center; gap: 1.5rem; flex-wrap: wrap; }
    h1 { font-size: 1.15rem; margin: 0; }
    nav ul { list-style: none; display: flex; gap: 0.25rem; margin: 0; padding: 0; flex-wrap: wrap; }
    nav a { color: #fff; text-decoration: none; padding: 0.35rem 0.7rem; border-radius: 4px; display: inline-block; }
    nav a:hover { background: #243b6b; }
    nav a[aria-current='page'] { background: #fff; color: #14213d; font-weight: 600; }
    a:focus-visible { outline: 3px solid #ffd166; outline-offset: 2px; }
    .live { margin-left: auto; font-size: 0.9rem; }
    .dot { display: inline-block; width: 0.6rem; height: 0.6rem; border-radius: 50%; margin-right: 0.35rem; background: #ffd166; }
    .dot.on { background: #7ee2a8; }
    main { padding: 1rem 1.25rem; max-width: 80rem; }
    .error { background: #fde8ea; color: #a4141f; padding: 0.5rem 0.75rem; border-radius: 4px; }
    .skip { position: absolute; left: -999px; }
    .skip:focus { left: 0.5rem; top: 0.5rem; background: #fff; color: #14213d; padding: 0.3rem 0.6rem; z-index: 1; }
  `;constructor(){super(),this.route=Rt(),this.onHash=()=>{this.route=Rt(),this.renderRoot.querySelector("main")?.focus()},this.onChange=()=>this.requestUpdate()}connectedCallback(){super.connectedCallback(),addEventListener("hashchange",this.onHash),f.addEventListener("change",this.onChange),f.refresh(),f.connect()}disconnectedCallback(){removeEventListener("hashchange",this.onHash),f.removeEventListener("change",this.onChange),super.disconnectedCallback()}view(){let{view:t,arg:e}=this.route;switch(t){case"workflows":return a`<argus-workflow></argus-workflow>`;case"sessions":return a`<argus-sessions .session=${e}></argus-sessions>`;case"approvals":return a`<argus-approvals></argus-approvals>`;case"actors":return a`<argus-actors .actor=${e}></argus-actors>`;default:return a`<argus-overview .pending=${f.pendingApprovals}></argus-overview>`}}render(){let t=f.overview?.tenant;return a`
      <a class="skip" href="#main" @click=${e=>{e.preventDefault(),this.renderRoot.querySelector("main")?.focus()}}>Skip to content</a>
      <header>
        <h1>Argus console${t?a` · <span>${t}</span>`:""}</h1>
        <nav aria-label="Console views"><ul>
          ${Lt.map(([e,s])=>a`<li><a href="#/${e}" aria-current=${e===this.route.view?"page":"false"}>${s}</a></li>`)}
        </ul></nav>
        <span class="live" role="status" aria-live="polite"><span class="dot ${f.connected?"on":""}" aria-hidden="true"></span>${f.connected?"Live":"Connecting\u2026"}</span>
      </header>
      <main id="main" tabindex="-1">
        ${f.error?a`<p class="error" role="alert">${f.error}</p>`:""}
        ${this.view()}
      </main>`}};customElements.define("argus-console",mt);
