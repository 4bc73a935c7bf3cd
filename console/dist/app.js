var j=globalThis,z=j.ShadowRoot&&(j.ShadyCSS===void 0||j.ShadyCSS.nativeShadow)&&"adoptedStyleSheets"in Document.prototype&&"replace"in CSSStyleSheet.prototype,V=Symbol(),vt=new WeakMap,N=class{constructor(t,e,s){if(this._$cssResult$=!0,s!==V)throw Error("CSSResult is not constructable. Use `unsafeCSS` or `css` instead.");this.cssText=t,this.t=e}get styleSheet(){let t=this.o,e=this.t;if(z&&t===void 0){let s=e!==void 0&&e.length===1;s&&(t=vt.get(e)),t===void 0&&((this.o=t=new CSSStyleSheet).replaceSync(this.cssText),s&&vt.set(e,t))}return t}toString(){return this.cssText}},yt=i=>new N(typeof i=="string"?i:i+"",void 0,V),$=(i,...t)=>{let e=i.length===1?i[0]:t.reduce((s,o,a)=>s+(n=>{if(n._$cssResult$===!0)return n.cssText;if(typeof n=="number")return n;throw Error("Value passed to 'css' function must be a 'css' function result: "+n+". Use 'unsafeCSS' to pass non-literal values, but take care to ensure page security.")})(o)+i[a+1],i[0]);return new N(e,i,V)},bt=(i,t)=>{if(z)i.adoptedStyleSheets=t.map(e=>e instanceof CSSStyleSheet?e:e.styleSheet);else for(let e of t){let s=document.createElement("style"),o=j.litNonce;o!==void 0&&s.setAttribute("nonce",o),s.textContent=e.cssText,i.appendChild(s)}},G=z?i=>i:i=>i instanceof CSSStyleSheet?(t=>{let e="";for(let s of t.cssRules)e+=s.cssText;return yt(e)})(i):i;var{is:Bt,defineProperty:Wt,getOwnPropertyDescriptor:Ft,getOwnPropertyNames:Jt,getOwnPropertySymbols:Vt,getPrototypeOf:Gt}=Object,B=globalThis,wt=B.trustedTypes,Xt=wt?wt.emptyScript:"",Kt=B.reactiveElementPolyfillSupport,U=(i,t)=>i,X={toAttribute(i,t){switch(t){case Boolean:i=i?Xt:null;break;case Object:case Array:i=i==null?i:JSON.stringify(i)}return i},fromAttribute(i,t){let e=i;switch(t){case Boolean:e=i!==null;break;case Number:e=i===null?null:Number(i);break;case Object:case Array:try{e=JSON.parse(i)}catch{e=null}}return e}},At=(i,t)=>!Bt(i,t),xt={attribute:!0,type:String,converter:X,reflect:!1,useDefault:!1,hasChanged:At};Symbol.metadata??=Symbol("metadata"),B.litPropertyMetadata??=new WeakMap;var x=class extends HTMLElement{static addInitializer(t){this._$Ei(),(this.l??=[]).push(t)}static get observedAttributes(){return this.finalize(),this._$Eh&&[...this._$Eh.keys()]}static createProperty(t,e=xt){if(e.state&&(e.attribute=!1),this._$Ei(),this.prototype.hasOwnProperty(t)&&((e=Object.create(e)).wrapped=!0),this.elementProperties.set(t,e),!e.noAccessor){let s=Symbol(),o=this.getPropertyDescriptor(t,s,e);o!==void 0&&Wt(this.prototype,t,o)}}static getPropertyDescriptor(t,e,s){let{get:o,set:a}=Ft(this.prototype,t)??{get(){return this[e]},set(n){this[e]=n}};return{get:o,set(n){let h=o?.call(this);a?.call(this,n),this.requestUpdate(t,h,s)},configurable:!0,enumerable:!0}}static getPropertyOptions(t){return this.elementProperties.get(t)??xt}static _$Ei(){if(this.hasOwnProperty(U("elementProperties")))return;let t=Gt(this);t.finalize(),t.l!==void 0&&(this.l=[...t.l]),this.elementProperties=new Map(t.elementProperties)}static finalize(){if(this.hasOwnProperty(U("finalized")))return;if(this.finalized=!0,this._$Ei(),this.hasOwnProperty(U("properties"))){let e=this.properties,s=[...Jt(e),...Vt(e)];for(let o of s)this.createProperty(o,e[o])}let t=this[Symbol.metadata];if(t!==null){let e=litPropertyMetadata.get(t);if(e!==void 0)for(let[s,o]of e)this.elementProperties.set(s,o)}this._$Eh=new Map;for(let[e,s]of this.elementProperties){let o=this._$Eu(e,s);o!==void 0&&this._$Eh.set(o,e)}this.elementStyles=this.finalizeStyles(this.styles)}static finalizeStyles(t){let e=[];if(Array.isArray(t)){let s=new Set(t.flat(1/0).reverse());for(let o of s)e.unshift(G(o))}else t!==void 0&&e.push(G(t));return e}static _$Eu(t,e){let s=e.attribute;return s===!1?void 0:typeof s=="string"?s:typeof t=="string"?t.toLowerCase():void 0}constructor(){super(),this._$Ep=void 0,this.isUpdatePending=!1,this.hasUpdated=!1,this._$Em=null,this._$Ev()}_$Ev(){this._$ES=new Promise(t=>this.enableUpdating=t),this._$AL=new Map,this._$E_(),this.requestUpdate(),this.constructor.l?.forEach(t=>t(this))}addController(t){(this._$EO??=new Set).add(t),this.renderRoot!==void 0&&this.isConnected&&t.hostConnected?.()}removeController(t){this._$EO?.delete(t)}_$E_(){let t=new Map,e=this.constructor.elementProperties;for(let s of e.keys())this.hasOwnProperty(s)&&(t.set(s,this[s]),delete this[s]);t.size>0&&(this._$Ep=t)}createRenderRoot(){let t=this.shadowRoot??this.attachShadow(this.constructor.shadowRootOptions);return bt(t,this.constructor.elementStyles),t}connectedCallback(){this.renderRoot??=this.createRenderRoot(),this.enableUpdating(!0),this._$EO?.forEach(t=>t.hostConnected?.())}enableUpdating(t){}disconnectedCallback(){this._$EO?.forEach(t=>t.hostDisconnected?.())}attributeChangedCallback(t,e,s){this._$AK(t,s)}_$ET(t,e){let s=this.constructor.elementProperties.get(t),o=this.constructor._$Eu(t,s);if(o!==void 0&&s.reflect===!0){let a=(s.converter?.toAttribute!==void 0?s.converter:X).toAttribute(e,s.type);this._$Em=t,a==null?this.removeAttribute(o):this.setAttribute(o,a),this._$Em=null}}_$AK(t,e){let s=this.constructor,o=s._$Eh.get(t);if(o!==void 0&&this._$Em!==o){let a=s.getPropertyOptions(o),n=typeof a.converter=="function"?{fromAttribute:a.converter}:a.converter?.fromAttribute!==void 0?a.converter:X;this._$Em=o;let h=n.fromAttribute(e,a.type);this[o]=h??this._$Ej?.get(o)??h,this._$Em=null}}requestUpdate(t,e,s,o=!1,a){if(t!==void 0){let n=this.constructor;if(o===!1&&(a=this[t]),s??=n.getPropertyOptions(t),!((s.hasChanged??At)(a,e)||s.useDefault&&s.reflect&&a===this._$Ej?.get(t)&&!this.hasAttribute(n._$Eu(t,s))))return;this.C(t,e,s)}this.isUpdatePending===!1&&(this._$ES=this._$EP())}C(t,e,{useDefault:s,reflect:o,wrapped:a},n){s&&!(this._$Ej??=new Map).has(t)&&(this._$Ej.set(t,n??e??this[t]),a!==!0||n!==void 0)||(this._$AL.has(t)||(this.hasUpdated||s||(e=void 0),this._$AL.set(t,e)),o===!0&&this._$Em!==t&&(this._$Eq??=new Set).add(t))}async _$EP(){this.isUpdatePending=!0;try{await this._$ES}catch(e){Promise.reject(e)}let t=this.scheduleUpdate();return t!=null&&await t,!this.isUpdatePending}scheduleUpdate(){return this.performUpdate()}performUpdate(){if(!this.isUpdatePending)return;if(!this.hasUpdated){if(this.renderRoot??=this.createRenderRoot(),this._$Ep){for(let[o,a]of this._$Ep)this[o]=a;this._$Ep=void 0}let s=this.constructor.elementProperties;if(s.size>0)for(let[o,a]of s){let{wrapped:n}=a,h=this[o];n!==!0||this._$AL.has(o)||h===void 0||this.C(o,void 0,a,h)}}let t=!1,e=this._$AL;try{t=this.shouldUpdate(e),t?(this.willUpdate(e),this._$EO?.forEach(s=>s.hostUpdate?.()),this.update(e)):this._$EM()}catch(s){throw t=!1,this._$EM(),s}t&&this._$AE(e)}willUpdate(t){}_$AE(t){this._$EO?.forEach(e=>e.hostUpdated?.()),this.hasUpdated||(this.hasUpdated=!0,this.firstUpdated(t)),this.updated(t)}_$EM(){this._$AL=new Map,this.isUpdatePending=!1}get updateComplete(){return this.getUpdateComplete()}getUpdateComplete(){return this._$ES}shouldUpdate(t){return!0}update(t){this._$Eq&&=this._$Eq.forEach(e=>this._$ET(e,this[e])),this._$EM()}updated(t){}firstUpdated(t){}};x.elementStyles=[],x.shadowRootOptions={mode:"open"},x[U("elementProperties")]=new Map,x[U("finalized")]=new Map,Kt?.({ReactiveElement:x}),(B.reactiveElementVersions??=[]).push("2.1.2");var st=globalThis,kt=i=>i,W=st.trustedTypes,_t=W?W.createPolicy("lit-html",{createHTML:i=>i}):void 0,Rt="$lit$",A=`lit$${Math.random().toFixed(9).slice(2)}$`,Nt="?"+A,Yt=`<${Nt}>`,E=document,M=()=>E.createComment(""),L=i=>i===null||typeof i!="object"&&typeof i!="function",ot=Array.isArray,Qt=i=>ot(i)||typeof i?.[Symbol.iterator]=="function",K=`[ 	
\f\r]`,O=/<(?:(!--|\/[^a-zA-Z])|(\/?[a-zA-Z][^>\s]*)|(\/?$))/g,St=/-->/g,Et=/>/g,_=RegExp(`>|${K}(?:([^\\s"'>=/]+)(${K}*=${K}*(?:[^ 	
\f\r"'\`<>=]|("|')|))|$)`,"g"),Ct=/'/g,Pt=/"/g,Ut=/^(?:script|style|textarea|title)$/i,rt=i=>(t,...e)=>({_$litType$:i,strings:t,values:e}),r=rt(1),q=rt(2),he=rt(3),C=Symbol.for("lit-noChange"),f=Symbol.for("lit-nothing"),Tt=new WeakMap,S=E.createTreeWalker(E,129);function Ot(i,t){if(!ot(i)||!i.hasOwnProperty("raw"))throw Error("invalid template strings array");return _t!==void 0?_t.createHTML(t):t}var Zt=(i,t)=>{let e=i.length-1,s=[],o,a=t===2?"<svg>":t===3?"<math>":"",n=O;for(let h=0;h<e;h++){let c=i[h],p,l,d=-1,u=0;for(;u<c.length&&(n.lastIndex=u,l=n.exec(c),l!==null);)u=n.lastIndex,n===O?l[1]==="!--"?n=St:l[1]!==void 0?n=Et:l[2]!==void 0?(Ut.test(l[2])&&(o=RegExp("</"+l[2],"g")),n=_):l[3]!==void 0&&(n=_):n===_?l[0]===">"?(n=o??O,d=-1):l[1]===void 0?d=-2:(d=n.lastIndex-l[2].length,p=l[1],n=l[3]===void 0?_:l[3]==='"'?Pt:Ct):n===Pt||n===Ct?n=_:n===St||n===Et?n=O:(n=_,o=void 0);let y=n===_&&i[h+1].startsWith("/>")?" ":"";a+=n===O?c+Yt:d>=0?(s.push(p),c.slice(0,d)+Rt+c.slice(d)+A+y):c+A+(d===-2?h:y)}return[Ot(i,a+(i[e]||"<?>")+(t===2?"</svg>":t===3?"</math>":"")),s]},D=class i{constructor({strings:t,_$litType$:e},s){let o;this.parts=[];let a=0,n=0,h=t.length-1,c=this.parts,[p,l]=Zt(t,e);if(this.el=i.createElement(p,s),S.currentNode=this.el.content,e===2||e===3){let d=this.el.content.firstChild;d.replaceWith(...d.childNodes)}for(;(o=S.nextNode())!==null&&c.length<h;){if(o.nodeType===1){if(o.hasAttributes())for(let d of o.getAttributeNames())if(d.endsWith(Rt)){let u=l[n++],y=o.getAttribute(d).split(A),I=/([.?@])?(.*)/.exec(u);c.push({type:1,index:a,name:I[2],strings:y,ctor:I[1]==="."?Q:I[1]==="?"?Z:I[1]==="@"?tt:R}),o.removeAttribute(d)}else d.startsWith(A)&&(c.push({type:6,index:a}),o.removeAttribute(d));if(Ut.test(o.tagName)){let d=o.textContent.split(A),u=d.length-1;if(u>0){o.textContent=W?W.emptyScript:"";for(let y=0;y<u;y++)o.append(d[y],M()),S.nextNode(),c.push({type:2,index:++a});o.append(d[u],M())}}}else if(o.nodeType===8)if(o.data===Nt)c.push({type:2,index:a});else{let d=-1;for(;(d=o.data.indexOf(A,d+1))!==-1;)c.push({type:7,index:a}),d+=A.length-1}a++}}static createElement(t,e){let s=E.createElement("template");return s.innerHTML=t,s}};function T(i,t,e=i,s){if(t===C)return t;let o=s!==void 0?e._$Co?.[s]:e._$Cl,a=L(t)?void 0:t._$litDirective$;return o?.constructor!==a&&(o?._$AO?.(!1),a===void 0?o=void 0:(o=new a(i),o._$AT(i,e,s)),s!==void 0?(e._$Co??=[])[s]=o:e._$Cl=o),o!==void 0&&(t=T(i,o._$AS(i,t.values),o,s)),t}var Y=class{constructor(t,e){this._$AV=[],this._$AN=void 0,this._$AD=t,this._$AM=e}get parentNode(){return this._$AM.parentNode}get _$AU(){return this._$AM._$AU}u(t){let{el:{content:e},parts:s}=this._$AD,o=(t?.creationScope??E).importNode(e,!0);S.currentNode=o;let a=S.nextNode(),n=0,h=0,c=s[0];for(;c!==void 0;){if(n===c.index){let p;c.type===2?p=new H(a,a.nextSibling,this,t):c.type===1?p=new c.ctor(a,c.name,c.strings,this,t):c.type===6&&(p=new et(a,this,t)),this._$AV.push(p),c=s[++h]}n!==c?.index&&(a=S.nextNode(),n++)}return S.currentNode=E,o}p(t){let e=0;for(let s of this._$AV)s!==void 0&&(s.strings!==void 0?(s._$AI(t,s,e),e+=s.strings.length-2):s._$AI(t[e])),e++}},H=class i{get _$AU(){return this._$AM?._$AU??this._$Cv}constructor(t,e,s,o){this.type=2,this._$AH=f,this._$AN=void 0,this._$AA=t,this._$AB=e,this._$AM=s,this.options=o,this._$Cv=o?.isConnected??!0}get parentNode(){let t=this._$AA.parentNode,e=this._$AM;return e!==void 0&&t?.nodeType===11&&(t=e.parentNode),t}get startNode(){return this._$AA}get endNode(){return this._$AB}_$AI(t,e=this){t=T(this,t,e),L(t)?t===f||t==null||t===""?(this._$AH!==f&&this._$AR(),this._$AH=f):t!==this._$AH&&t!==C&&this._(t):t._$litType$!==void 0?this.$(t):t.nodeType!==void 0?this.T(t):Qt(t)?this.k(t):this._(t)}O(t){return this._$AA.parentNode.insertBefore(t,this._$AB)}T(t){this._$AH!==t&&(this._$AR(),this._$AH=this.O(t))}_(t){this._$AH!==f&&L(this._$AH)?this._$AA.nextSibling.data=t:this.T(E.createTextNode(t)),this._$AH=t}$(t){let{values:e,_$litType$:s}=t,o=typeof s=="number"?this._$AC(t):(s.el===void 0&&(s.el=D.createElement(Ot(s.h,s.h[0]),this.options)),s);if(this._$AH?._$AD===o)this._$AH.p(e);else{let a=new Y(o,this),n=a.u(this.options);a.p(e),this.T(n),this._$AH=a}}_$AC(t){let e=Tt.get(t.strings);return e===void 0&&Tt.set(t.strings,e=new D(t)),e}k(t){ot(this._$AH)||(this._$AH=[],this._$AR());let e=this._$AH,s,o=0;for(let a of t)o===e.length?e.push(s=new i(this.O(M()),this.O(M()),this,this.options)):s=e[o],s._$AI(a),o++;o<e.length&&(this._$AR(s&&s._$AB.nextSibling,o),e.length=o)}_$AR(t=this._$AA.nextSibling,e){for(this._$AP?.(!1,!0,e);t!==this._$AB;){let s=kt(t).nextSibling;kt(t).remove(),t=s}}setConnected(t){this._$AM===void 0&&(this._$Cv=t,this._$AP?.(t))}},R=class{get tagName(){return this.element.tagName}get _$AU(){return this._$AM._$AU}constructor(t,e,s,o,a){this.type=1,this._$AH=f,this._$AN=void 0,this.element=t,this.name=e,this._$AM=o,this.options=a,s.length>2||s[0]!==""||s[1]!==""?(this._$AH=Array(s.length-1).fill(new String),this.strings=s):this._$AH=f}_$AI(t,e=this,s,o){let a=this.strings,n=!1;if(a===void 0)t=T(this,t,e,0),n=!L(t)||t!==this._$AH&&t!==C,n&&(this._$AH=t);else{let h=t,c,p;for(t=a[0],c=0;c<a.length-1;c++)p=T(this,h[s+c],e,c),p===C&&(p=this._$AH[c]),n||=!L(p)||p!==this._$AH[c],p===f?t=f:t!==f&&(t+=(p??"")+a[c+1]),this._$AH[c]=p}n&&!o&&this.j(t)}j(t){t===f?this.element.removeAttribute(this.name):this.element.setAttribute(this.name,t??"")}},Q=class extends R{constructor(){super(...arguments),this.type=3}j(t){this.element[this.name]=t===f?void 0:t}},Z=class extends R{constructor(){super(...arguments),this.type=4}j(t){this.element.toggleAttribute(this.name,!!t&&t!==f)}},tt=class extends R{constructor(t,e,s,o,a){super(t,e,s,o,a),this.type=5}_$AI(t,e=this){if((t=T(this,t,e,0)??f)===C)return;let s=this._$AH,o=t===f&&s!==f||t.capture!==s.capture||t.once!==s.once||t.passive!==s.passive,a=t!==f&&(s===f||o);o&&this.element.removeEventListener(this.name,this,s),a&&this.element.addEventListener(this.name,this,t),this._$AH=t}handleEvent(t){typeof this._$AH=="function"?this._$AH.call(this.options?.host??this.element,t):this._$AH.handleEvent(t)}},et=class{constructor(t,e,s){this.element=t,this.type=6,this._$AN=void 0,this._$AM=e,this.options=s}get _$AU(){return this._$AM._$AU}_$AI(t){T(this,t)}};var te=st.litHtmlPolyfillSupport;te?.(D,H),(st.litHtmlVersions??=[]).push("3.3.3");var Mt=(i,t,e)=>{let s=e?.renderBefore??t,o=s._$litPart$;if(o===void 0){let a=e?.renderBefore??null;s._$litPart$=o=new H(t.insertBefore(M(),a),a,void 0,e??{})}return o._$AI(i),o};var it=globalThis,w=class extends x{constructor(){super(...arguments),this.renderOptions={host:this},this._$Do=void 0}createRenderRoot(){let t=super.createRenderRoot();return this.renderOptions.renderBefore??=t.firstChild,t}update(t){let e=this.render();this.hasUpdated||(this.renderOptions.isConnected=this.isConnected),super.update(t),this._$Do=Mt(e,this.renderRoot,this.renderOptions)}connectedCallback(){super.connectedCallback(),this._$Do?.setConnected(!0)}disconnectedCallback(){super.disconnectedCallback(),this._$Do?.setConnected(!1)}render(){return C}};w._$litElement$=!0,w.finalized=!0,it.litElementHydrateSupport?.({LitElement:w});var ee=it.litElementPolyfillSupport;ee?.({LitElement:w});(it.litElementVersions??=[]).push("4.2.2");async function b(i){let t=await fetch(i,{headers:{accept:"application/json"}}),e=await t.text(),s=null;try{s=e?JSON.parse(e):null}catch{throw new Error(`${i} answered ${t.status} with a body that is not JSON`)}if(!t.ok){let o=new Error(`${i} answered ${t.status}: ${Dt(s,e)}`);throw o.status=t.status,o}return s}function Dt(i,t){let e=i?.error;return(typeof e=="string"?e:e?.message)??i?.message??t}async function nt(i,t){let e=await fetch(i,{method:"POST",headers:{"content-type":"application/json",accept:"application/json"},body:JSON.stringify(t)}),s=await e.text();if(!e.ok){let o=s;try{o=Dt(JSON.parse(s),s)}catch{}let a=new Error(`${i} answered ${e.status}: ${o}`);throw a.status=e.status,a}return s?JSON.parse(s):null}function Lt(i,t){t.kind==="call"&&(i.calls+=1,i.tokens+=t.inputTokens+t.outputTokens,t.gate?.decision==="REFUSE"&&(i.refusals+=1)),t.kind==="step"&&(i.violations+=t.violations.length),t.kind==="refusal"&&t.status>=400&&t.status<500&&(i.refusals+=1)}var at=class extends EventTarget{constructor(){super(),this.overview=null,this.workflow=null,this.sessions=[],this.actors=[],this.details=new Map,this.connected=!1,this.error=null,this.lastEntry=null,this.applied=0,this.mode="local",this.namespace=new URLSearchParams(location.search).get("namespace")??"",this.workflows=[],this.rights={approve:!0,audit:!1,local:!0},this.viewErrors={},this.approvals={items:[],error:null,loaded:!1}}get cluster(){return this.mode==="cluster"}nsPath(t){return`api/namespaces/${encodeURIComponent(this.namespace)}/${t}`}approvalsPath(){return this.cluster?this.nsPath("approvals"):"/approvals"}selectNamespace(t){this.namespace=t;let e=new URL(location.href);e.searchParams.set("namespace",t),history.replaceState(null,"",e),this.details.clear(),this.refresh().then(()=>this.connect())}get pendingApprovals(){return!this.approvals.loaded||this.approvals.error?null:this.approvals.items.filter(t=>String(t.phase).toLowerCase()==="pending").length}async loadApprovals(){try{if(this.cluster&&!this.namespace)throw new Error("No namespace with Argus workloads is visible to you.");let t=await b(this.approvalsPath());this.approvals={items:Array.isArray(t)?t:[],error:null,loaded:!0}}catch(t){this.approvals={items:[],loaded:!0,error:t.status===404&&!this.cluster?"This sidecar has no approvals API (GET /approvals answered 404).":t.message}}this.changed("approvals")}async decide(t,e,s){await nt(`${this.approvalsPath()}/${encodeURIComponent(t)}/${e}`,{comment:s}),await this.loadApprovals()}changed(t){this.dispatchEvent(new CustomEvent("change",{detail:t}))}async refresh(t=!1){let e=this.applied;try{let s=await b("api/overview");if(this.mode=s?.mode==="cluster"?"cluster":"local",this.overview=s,this.cluster)await this.refreshCluster();else{let[o,a,n]=await Promise.all([b("api/workflow"),b("api/sessions"),b("api/actors")]);if(this.applied!==e&&!t)return this.refresh(!0);Object.assign(this,{workflow:o,sessions:a,actors:n,error:null}),this.workflows=o?.spec?[o]:[];for(let h of this.details.keys())await this.loadSession(h);await this.loadApprovals()}}catch(s){this.error=s.message}this.changed("all")}async refreshCluster(){let t=(this.overview.namespaces??[]).map(s=>s.name);if(t.includes(this.namespace)||(this.namespace=t[0]??""),this.error=null,this.viewErrors={},this.workflows=[],this.actors=[],this.sessions=[],!this.namespace){this.rights={approve:!1,audit:!1},this.approvals={items:[],loaded:!0,error:"No namespace with Argus workloads is visible to you."};return}let e=async(s,o,a)=>{try{a(await b(this.nsPath(o)))}catch(n){this.viewErrors[s]=n.message}};await Promise.all([e("rights","rights",s=>{this.rights=s}),e("workflows","workflows",s=>{this.workflows=s.workflows??[]}),e("actors","actors",s=>{this.actors=s}),e("sessions","sessions",s=>{this.sessions=Array.isArray(s)?s:[]}),this.loadApprovals()]);for(let s of this.details.keys())await this.loadSession(s);this.viewErrors.rights&&(this.rights={approve:!1,audit:!1})}sessionPath(t){if(!this.cluster)return`api/sessions/${encodeURIComponent(t)}`;let e=t.indexOf("/");return this.nsPath(`sessions/${encodeURIComponent(t.slice(0,e))}/${encodeURIComponent(t.slice(e+1))}`)}async loadSession(t){try{if(this.cluster&&!t.includes("/"))throw new Error(`a cluster session is addressed as ACTOR/SESSION, not ${t}`);this.details.set(t,await b(this.sessionPath(t)))}catch(e){this.details.set(t,{error:e.message})}this.changed("session")}async start(){try{let t=await b("api/overview");this.mode=t?.mode==="cluster"?"cluster":"local",this.overview=t}catch(t){this.error=t.message,this.changed("error")}this.cluster&&await this.refresh(),this.connect()}connect(){if(this.source?.close(),this.source=null,this.cluster&&!this.namespace){this.connected=!1,this.changed("connection");return}let t=new EventSource(this.cluster?this.nsPath("events"):"api/events");this.source=t,t.onopen=()=>{this.connected=!0,this.refresh()},t.onerror=()=>{this.connected=!1,this.changed("connection")},t.addEventListener("resync",()=>this.refresh()),t.addEventListener("change",e=>this.changedInCluster(JSON.parse(e.data))),t.addEventListener("entry",e=>this.apply(JSON.parse(e.data)))}apply({session:t,state:e,entry:s}){this.applied=(this.applied??0)+1,this.lastEntry={session:t,entry:s};let o=this.details.get(t);o?.entries&&!o.entries.some(n=>n.seq===s.seq)&&(o.entries.push(s),o.state=e,Lt(o,s));let a=this.sessions.find(n=>n.session===t);a||(a={session:t,state:e,firstMs:s.atMs,lastMs:s.atMs,calls:0,violations:0,refusals:0,tokens:0},this.sessions.unshift(a)),a.state=e,a.lastMs=s.atMs,Lt(a,s),this.sessions.sort((n,h)=>h.lastMs-n.lastMs),this.changed("entry"),s.kind==="call"&&s.gate?.decision==="DEFER"&&this.loadApprovals(),clearTimeout(this.countsTimer),this.countsTimer=setTimeout(()=>this.refreshCounts(),150)}async changedInCluster({kind:t}){if(t==="approvals")return this.loadApprovals();clearTimeout(this.countsTimer),this.countsTimer=setTimeout(()=>this.refresh(),150)}async refreshCounts(){try{let[t,e]=await Promise.all([b("api/overview"),b("api/workflow")]);Object.assign(this,{overview:t,workflow:e}),this.changed("counts")}catch(t){this.error=t.message,this.changed("error")}}},m=new at;var v=$`
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
`,g=class extends w{constructor(){super(),this.store=m,this.onChange=()=>this.requestUpdate()}connectedCallback(){super.connectedCallback(),m.addEventListener("change",this.onChange)}disconnectedCallback(){m.removeEventListener("change",this.onChange),super.disconnectedCallback()}};function F(i){if(!i)return"";let t=Math.max(0,Math.round((Date.now()-i)/1e3));return t<60?`${t}s ago`:t<3600?`${Math.round(t/60)} min ago`:new Date(i).toLocaleString()}var lt=class extends g{static properties={pending:{type:Number}};static styles=[v,$`
    .tiles { display: grid; grid-template-columns: repeat(auto-fit, minmax(11rem, 1fr)); gap: 0.75rem; margin-bottom: 1rem; }
    .tile .n { font-size: 1.9rem; font-weight: 700; }
    dl { display: grid; grid-template-columns: max-content 1fr; gap: 0.3rem 1rem; margin: 0; }
    dt { font-weight: 600; }
    dd { margin: 0; }
  `];health(t){return t.present?r`<span class="badge ${t.ready?"ok":"error"}">${t.ready?"ready":"not ready"}</span>${t.restarts?r` <span class="warn">${t.restarts} restarts</span>`:""}`:r`<span class="badge muted">absent</span>`}lastHour(t){let e=t.lastHour;if(!e)return r`<p class="muted" data-last-hour="unknown">Last hour: not readable (no Redis data from this namespace's sidecars).</p>`;let s=(o,a,n="")=>r`<div class="card tile" role="group" aria-label="${o}">
        <div class="n ${n}" data-count=${o}>${a}</div><div class="muted">${o}</div></div>`;return r`<div class="tiles">
      ${s("requests (last hour)",e.requests)}
      ${s("violations (last hour)",e.violations,e.violations?"warn":"")}
      ${s("refusals (last hour)",e.refusals,e.refusals?"error":"")}
      ${s("interventions (last hour)",e.interventions)}
    </div>`}cluster(t){let e=t.namespaces??[];return e.length?r`<h2>Overview</h2>
      ${e.map(s=>r`<section class="card" style="margin-bottom: 1rem" data-namespace=${s.name} aria-labelledby="ns-${s.name}">
        <h3 id="ns-${s.name}">Namespace <a href="?namespace=${encodeURIComponent(s.name)}#/workflows"><code>${s.name}</code></a></h3>
        ${this.lastHour(s)}
        <p>Redis <span class="badge ${s.redis.present&&s.redis.readyReplicas>0?"ok":"error"}" data-redis>${s.redis.present?s.redis.readyReplicas>0?"ready":"not ready":"absent"}</span>
          · <span data-count="pending approvals">${s.pendingApprovals}</span> pending approval${s.pendingApprovals===1?"":"s"}</p>
        <table><caption>Bound workloads</caption>
          <thead><tr><th scope="col">Workload</th><th scope="col">Ready</th><th scope="col">Workflows</th><th scope="col">Actor</th><th scope="col">Policy</th><th scope="col">Gate stack</th></tr></thead>
          <tbody>${s.workloads.map(o=>r`<tr><th scope="row">${o.kind} <code>${o.name}</code></th><td>${o.readyReplicas}/${o.replicas}</td>
            <td>${o.workflows.join(", ")||"\u2013"}</td><td>${o.actor??"\u2013"}</td><td>${o.policy??"\u2013"}</td><td>${o.gateStack??"\u2013"}</td></tr>`)}</tbody>
        </table>
        <table><caption>Injected pods</caption>
          <thead><tr><th scope="col">Pod</th><th scope="col">Phase</th><th scope="col">Sidecar</th><th scope="col">Embedder</th></tr></thead>
          <tbody>${s.pods.length?s.pods.map(o=>r`<tr data-pod=${o.name}><th scope="row"><code>${o.name}</code></th><td>${o.phase}</td><td>${this.health(o.sidecar)}</td><td>${this.health(o.embedder)}</td></tr>`):r`<tr><td colspan="4" class="muted">No injected pod yet.</td></tr>`}</tbody>
        </table>
      </section>`)}`:r`<h2>Overview</h2><p class="muted">No namespace with Argus workloads is visible to you (a namespace shows when you may list its pods).</p>`}render(){let t=this.store.overview;if(!t)return r`<p class="muted" role="status">Loading…</p>`;if(this.store.cluster)return this.cluster(t);let e=t.lastHour,s=(o,a,n="")=>r`
      <div class="card tile" role="group" aria-label="${o}">
        <div class="n ${n}" data-count=${o}>${a}</div><div class="muted">${o}</div>
      </div>`;return r`
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
          <dt>Embedder</dt><dd>${t.embedder?"configured":r`<span class="muted">not configured (no loop detection, no semantic classification)</span>`}</dd>
          <dt>Workflow</dt><dd>${t.workflow??r`<span class="muted">none</span>`}</dd>
          <dt>Actor</dt><dd>${t.actor??r`<span class="muted">none</span>`}</dd>
          <dt>Policy</dt><dd>${t.policy??r`<span class="muted">none</span>`}</dd>
          <dt>Gate stack</dt><dd>${t.gateStack??r`<span class="muted">none</span>`}</dd>
          <dt>Sessions</dt><dd>${t.sessions} recorded, ${t.workflowSteps} workflow steps since start</dd>
        </dl>
      </div>`}};customElements.define("argus-overview",lt);var k=150,P=54,ct=70,dt=26,J=28;function se(i){if(!i)return"";let t=[];return i.minConfidence!=null&&t.push(`conf \u2265 ${i.minConfidence}`),i.requiredStates?.length&&t.push(`after ${i.requiredStates.join(", ")}`),i.maxVisits!=null&&t.push(`\u2264 ${i.maxVisits} visits`),i.pattern&&t.push(`/${i.pattern}/`),t.join("; ")}function oe(i){let t=i.states??[],e=i.transitions??[],s=new Map,o=t.find(l=>l.initial)??t[0];if(o){s.set(o.name,0);let l=[o.name];for(;l.length;){let d=l.shift();for(let u of e)u.from===d&&!s.has(u.to)&&(s.set(u.to,s.get(d)+1),l.push(u.to))}}let a=Math.max(0,...s.values()),n=[];for(let l of t){let d=s.has(l.name)?s.get(l.name):a+1;(n[d]??=[]).push(l)}let h=new Map;n.forEach((l,d)=>l?.forEach((u,y)=>{h.set(u.name,{x:J+d*(k+ct),y:J+y*(P+dt),state:u})}));let c=J*2+n.length*(k+ct)-ct,p=J*2+Math.max(1,...n.map(l=>l?.length??0))*(P+dt)-dt;return{pos:h,width:c,height:p,transitions:e}}var ht=class extends g{static styles=[v,$`
    .graph { overflow-x: auto; background: #fff; border: 1px solid #d5d9de; border-radius: 6px; }
    svg text { font-family: system-ui, sans-serif; }
  `];edge(t,e,s){let o=e.get(t.from),a=e.get(t.to);if(!o||!a||t.from===t.to)return q``;let n=a.x>o.x,h=n?o.x+k:o.x+k/2,c=n?o.y+P/2:o.y+P,p=n?a.x:a.x+k/2,l=n?a.y+P/2:a.y+P,d=(h+p)/2,u=n?(c+l)/2:Math.max(c,l)+40+s%3*8,y=se(t.guard);return q`<g class="edge">
      <path d="M${h},${c} Q${d},${u} ${p},${l}" fill="none" stroke="#4d5560" stroke-width="1.4" marker-end="url(#arrow)"></path>
      ${y?q`<text x=${d} y=${n?u-6:u-2} font-size="10" text-anchor="middle" fill="#4d5560">${y}</text>`:""}
    </g>`}node(t,e,s){let o=e.state,a=o.initial?"#0b57d0":o.terminal?"#176a2c":"#4d5560";return q`<g class="state" data-state=${t}>
      <title>${t}${o.description?`: ${o.description}`:""} — ${s} session(s)</title>
      <rect x=${e.x} y=${e.y} width=${k} height=${P} rx="8" fill=${s?"#e8f0fe":"#fff"} stroke=${a} stroke-width=${o.terminal?3:1.6}></rect>
      <text x=${e.x+k/2} y=${e.y+22} font-size="13" font-weight="600" text-anchor="middle" fill="#1b1f24">${t}</text>
      <text x=${e.x+k/2} y=${e.y+41} font-size="11" text-anchor="middle" fill="#4d5560" data-sessions=${s}>${s} session${s===1?"":"s"}</text>
    </g>`}render(){let{store:t}=this;return t.overview?t.cluster&&t.viewErrors.workflows?r`<h2>Workflows</h2><p class="error" role="alert">${t.viewErrors.workflows}</p>`:t.workflows.length?r`${t.workflows.map(e=>this.one(e))}`:r`<h2>Workflows</h2><p>${t.cluster?`No Workflow in namespace ${t.namespace}.`:"This sidecar has no workflow configured."}</p>`:r`<p class="muted" role="status">Loading…</p>`}status(t){let e=t.status;if(!e)return"";let s=(e.conditions??[]).find(o=>o.type==="Ready");return r`<p data-status=${t.name}>${s?r`<span class="badge ${s.status==="True"?"ok":"error"}">${s.status==="True"?"Ready":`Not ready: ${s.reason}`}</span> `:""}
      ${e.boundPods??0} bound pods · ${e.activeSessions??0} active sessions · ${e.violations??0} violations · ${e.interventions??0} interventions</p>`}one(t){let{pos:e,width:s,height:o,transitions:a}=oe(t.spec),n=t.sessionsPerState??{},h=[...e.keys()].map(l=>`${l}: ${n[l]??0}`).join(", "),c=Object.entries(t.violationsByConstraint??{}),p=t.spec.constraints??[];return r`
      <h2>Workflow <code>${t.name}</code></h2>
      ${t.spec.description?r`<p class="muted">${t.spec.description}</p>`:""}
      ${this.status(t)}
      <div class="graph">
        <svg role="img" aria-label="State machine of workflow ${t.name}. Sessions per state: ${h}" width=${s} height=${o+40} viewBox="0 0 ${s} ${o+40}">
          <defs><marker id="arrow" viewBox="0 0 10 10" refX="9" refY="5" markerWidth="7" markerHeight="7" orient="auto-start-reverse"><path d="M0,0 L10,5 L0,10 z" fill="#4d5560"></path></marker></defs>
          ${a.map((l,d)=>this.edge(l,e,d))}
          ${[...e.entries()].map(([l,d])=>this.node(l,d,n[l]??0))}
        </svg>
      </div>
      <p class="muted">Blue border: initial state; thick green border: terminal state; shaded: sessions are in it now.</p>
      <h3>Constraint violations</h3>
      <table>
        <caption class="muted">${this.store.cluster?"In the last hour, as the namespace's sidecars counted them":"Since the sidecar started"}</caption>
        <thead><tr><th scope="col">Constraint</th><th scope="col">Type</th><th scope="col">Severity</th><th scope="col">Violations</th></tr></thead>
        <tbody>
          ${p.map(l=>r`<tr><th scope="row">${l.name}</th><td>${l.type}</td><td>${l.severity??"error"}</td><td data-violations=${l.name}>${t.violationsByConstraint?.[l.name]??0}</td></tr>`)}
          ${c.filter(([l])=>!p.some(d=>d.name===l)).map(([l,d])=>r`<tr><th scope="row">${l}</th><td>transition</td><td>error</td><td data-violations=${l}>${d}</td></tr>`)}
        </tbody>
      </table>`}};customElements.define("argus-workflow",ht);var pt=class extends g{static properties={session:{type:String}};static styles=[v,$`
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
  `];willUpdate(t){t.has("session")&&this.session&&!this.store.details.has(this.session)&&this.store.loadSession(this.session)}list(){let t=this.store.cluster;if(t&&this.store.viewErrors.sessions)return r`<h2>Sessions</h2><p class="error" role="alert">${this.store.viewErrors.sessions}</p>`;let e=this.store.sessions,s=a=>(a.tenant??"").slice(this.store.namespace.length+1),o=a=>t?`#/sessions/${encodeURIComponent(s(a))}/${encodeURIComponent(a.session)}`:`#/sessions/${encodeURIComponent(a.session)}`;return r`
      <h2>Sessions</h2>
      ${e.length===0?r`<p class="muted">${t?`No session recorded in namespace ${this.store.namespace} (sidecars with Redis record them).`:"No session yet: send a request through the proxy."}</p>`:r`
      <table>
        <caption class="muted">${e.length} session(s), most recently active first</caption>
        <thead><tr><th scope="col">Session</th>${t?r`<th scope="col">Actor</th>`:""}<th scope="col">State</th><th scope="col">Calls</th><th scope="col">Violations</th><th scope="col">Tokens</th><th scope="col">Last activity</th></tr></thead>
        <tbody>${e.map(a=>r`
          <tr data-session=${a.session}>
            <th scope="row"><a href=${o(a)}>${a.session}</a></th>${t?r`<td>${s(a)}</td>`:""}
            <td data-state>${a.state??r`<span class="muted">–</span>`}</td>
            <td>${a.calls}</td><td class=${a.violations?"warn":""}>${a.violations}</td><td>${a.tokens}</td><td>${F(a.lastMs)}</td>
          </tr>`)}
        </tbody>
      </table>`}`}entry(t){let e=r`<span class="when muted"><time datetime=${new Date(t.atMs).toISOString()}>${new Date(t.atMs).toLocaleTimeString()}</time></span>`;switch(t.kind){case"call":return r`<li class="call" data-kind="call"><div class="head">
            <span class="kind">LLM call</span><code>${t.model}</code><span>via ${t.provider}</span>
            <span class=${t.status>=400?"error":""}>${t.status} ${t.outcome}</span>
            <span>${t.inputTokens} → ${t.outputTokens} tokens</span><span>${t.latencyMs.toFixed(1)} ms</span>
            ${t.toolCalls?r`<span>${t.toolCalls} tool call(s)</span>`:""}${e}</div>
          ${t.gate?r`<div>Gates: <span class="badge ${t.gate.decision==="EXECUTE"?"ok":t.gate.decision==="REFUSE"?"error":"warn"}">${t.gate.decision}</span>
            ${t.gate.tools?r` tools <code>${t.gate.tools}</code>`:""}
            ${t.gate.failed?r` · failed <code>${t.gate.failed}</code>`:""}
            ${t.gate.reasons?r`<pre>${t.gate.reasons}</pre>`:""}</div>`:""}
        </li>`;case"step":return r`<li class="step ${t.violations.length?"violated":""}" data-kind="step"><div class="head">
            <span class="kind">Step</span><span><code>${t.from}</code> → <code data-to>${t.state}</code></span>
            <span>${t.result}</span><span class="muted">${t.method}, confidence ${Number(t.confidence).toFixed(2)}</span>${e}</div>
          ${t.violations.map(s=>r`<div class=${s.severity==="warning"?"warn":"error"}>Violation: <strong>${s.constraint}</strong> (${s.severity})</div>`)}
          ${t.scheduled?r`<div>Intervention scheduled for the next request: <strong>${t.scheduled}</strong></div>`:""}
        </li>`;case"intervention":return r`<li class="intervention" data-kind="intervention"><div class="head">
            <span class="kind">Intervention</span><strong>${t.name}</strong><span class="muted">${t.strategy}${t.constraint?`, for ${t.constraint}`:""}</span>${e}</div>
          <div>Written into the request as:</div><pre>${t.text}</pre>
        </li>`;case"refusal":return r`<li class="refusal" data-kind="refusal"><div class="head">
            <span class="kind">Refused</span><span class="error">${t.status} ${t.error}</span>${e}</div><pre>${t.message}</pre></li>`;default:return r`<li>${t.kind}</li>`}}detail(){let t=this.store.details.get(this.session),e=r`<p><a href="#/sessions">← All sessions</a></p>`;return t?t.error?r`${e}<p class="error" role="alert">${t.error}</p>`:r`${e}
      <h2>Session <code>${t.session}</code></h2>
      <p>State <strong data-current-state>${t.state??"\u2013"}</strong> · <span data-calls=${t.calls}>${t.calls} call(s)</span> · ${t.violations} violation(s) · ${t.refusals} refusal(s) · ${t.tokens} tokens ·
        trace id <code data-trace>${t.traceId}</code></p>
      <ol class="timeline" aria-label="Timeline of session ${t.session}, oldest first">${t.entries.map(s=>this.entry(s))}</ol>`:r`${e}<p class="muted" role="status">Loading…</p>`}render(){return this.session?this.detail():this.list()}};customElements.define("argus-sessions",pt);var Ht=i=>String(i.phase).toLowerCase()==="pending";function qt(i){let t=i.approvers??[];return(Array.isArray(t)?t:[...(t.groups??[]).map(s=>`group:${s}`),...t.users??[]]).join(", ")||"anyone allowed by RBAC"}function It(i,t){if(!i.approve)return!1;if(!i.user)return!0;let e=t.approvers??{},s=e.groups??[],o=e.users??[];return!s.length&&!o.length?!0:o.includes(i.user)||s.some(a=>(i.groups??[]).includes(a))}function re(i){let t=i.arguments;if(typeof t=="string")try{t=JSON.parse(t)}catch{return t}return JSON.stringify(t,null,2)}var ut=class extends g{static properties={busy:{state:!0},message:{state:!0}};static styles=[v,$`
    .item { margin-bottom: 0.75rem; }
    .actions { display: flex; gap: 0.5rem; align-items: flex-end; flex-wrap: wrap; margin-top: 0.5rem; }
    label { display: flex; flex-direction: column; gap: 0.2rem; flex: 1 1 18rem; }
    textarea { font: inherit; min-height: 2.4rem; padding: 0.3rem; border: 1px solid #4d5560; border-radius: 4px; }
    dl { display: grid; grid-template-columns: max-content 1fr; gap: 0.2rem 0.8rem; margin: 0.4rem 0; }
    dt { font-weight: 600; } dd { margin: 0; }
  `];connectedCallback(){super.connectedCallback(),this.store.overview&&this.store.loadApprovals()}async decide(t,e){let s=this.renderRoot.querySelector(`textarea[data-for="${CSS.escape(t.name)}"]`);this.busy=t.name,this.message=null;try{await this.store.decide(t.name,e,s?.value??""),this.message={ok:!0,text:`${t.tool} (${t.name}) ${e==="approve"?"approved":"denied"}.`}}catch(o){this.message={ok:!1,text:o.message}}this.busy=null}card(t){let e=`c-${t.name}`;return r`<article class="card item" data-approval=${t.name} aria-labelledby="${e}-h">
      <h3 id="${e}-h"><code>${t.tool}</code> <span class="badge warn">${t.tier}</span></h3>
      <dl>
        <dt>Session</dt><dd><a href="#/sessions/${encodeURIComponent(t.session)}">${t.session}</a></dd>
        <dt>Actor</dt><dd>${t.actor}</dd>
        <dt>Why held</dt><dd>${(t.reasons??[]).join("; ")||"\u2013"}</dd>
        <dt>Approvers</dt><dd>${qt(t)}</dd>
        <dt>Requested</dt><dd>${t.createdAt?F(Date.parse(t.createdAt)):"\u2013"}${t.expiresAt?r`, expires <time datetime=${t.expiresAt}>${new Date(t.expiresAt).toLocaleTimeString()}</time>`:""}</dd>
      </dl>
      <div>Arguments (sha256 <code>${String(t.argumentsSha256??"").slice(0,12)}</code>):</div>
      <pre>${re(t)}</pre>
      ${!It(this.store.rights,t)&&this.store.rights.approve?r`<p class="muted" data-not-approver>Only ${qt(t)} may decide this one.</p>`:""}
      ${It(this.store.rights,t)?r`<div class="actions">
        <label for="${e}-comment">Comment (optional)
          <textarea id="${e}-comment" data-for=${t.name}></textarea></label>
        <button class="approve" ?disabled=${this.busy===t.name} @click=${()=>this.decide(t,"approve")} aria-label="Approve ${t.tool} for session ${t.session}">Approve</button>
        <button class="deny" ?disabled=${this.busy===t.name} @click=${()=>this.decide(t,"deny")} aria-label="Deny ${t.tool} for session ${t.session}">Deny</button>
      </div>`:""}
    </article>`}render(){let{items:t,error:e,loaded:s}=this.store.approvals,o=t.filter(Ht),a=t.filter(n=>!Ht(n));return r`
      <h2>Approvals${this.store.cluster?r` in <code>${this.store.namespace}</code>`:""}</h2>
      ${this.store.rights.approve?"":r`<p class="muted" data-no-rights>You may see this queue but not decide it: deciding needs <code>update</code> on <code>approvals/status</code> in this namespace.</p>`}
      <div role="status" aria-live="polite">${this.message?r`<p class=${this.message.ok?"ok":"error"}>${this.message.text}</p>`:""}</div>
      ${s?e?r`<p class="error" role="alert">${e}</p>`:r`
        <h3>Waiting for a decision (${o.length})</h3>
        ${o.length?o.map(n=>this.card(n)):r`<p class="muted">Nothing waits for a decision.</p>`}
        <h3>Decided</h3>
        ${a.length?r`<table>
          <thead><tr><th scope="col">Tool</th><th scope="col">Session</th><th scope="col">Decision</th><th scope="col">By</th><th scope="col">Comment</th></tr></thead>
          <tbody>${a.map(n=>r`<tr><th scope="row"><code>${n.tool}</code></th><td>${n.session}</td><td>${n.phase}</td><td>${n.decidedBy??"\u2013"}</td><td>${n.comment??""}</td></tr>`)}</tbody>
        </table>`:r`<p class="muted">None yet.</p>`}`:r`<p class="muted">Loading…</p>`}`}};customElements.define("argus-approvals",ut);var mt=class extends g{static properties={actor:{type:String}};static styles=[v,$`
    ul { margin: 0.25rem 0; padding-left: 1.25rem; }
  `];status(t){let e=t.status;if(!e)return"";let s=(e.conditions??[]).find(o=>o.type==="Ready");return r`<p data-actor-status>${s?r`<span class="badge ${s.status==="True"?"ok":"error"}">${s.status==="True"?"Ready":`Not ready: ${s.reason}`}</span> `:""}
      ${e.boundPods??0} bound pods · mailbox ${e.mailboxDepth??0} · ${e.activeSessions??0} active sessions (last hour)${e.lastActivity?r` · last activity <time datetime=${e.lastActivity}>${new Date(e.lastActivity).toLocaleString()}</time>`:""}
      ${e.promptHash?r` · prompt <code>${e.promptHash.slice(0,12)}</code>`:""}</p>`}detail(t){let e=t.spec??{};return r`<p><a href="#/actors">← All actors</a></p>
      <h2>Actor <code>${t.name}</code></h2>
      <p>Role <strong>${e.role}</strong> · tier <span class="badge warn">${e.tier}</span> · tenant <code>${t.tenant}</code></p>
      ${this.status(t)}
      ${e.systemPrompt?r`<h3>System prompt</h3><pre>${e.systemPrompt}</pre>`:""}
      ${e.goals?.length?r`<h3>Goals</h3><ul>${e.goals.map(s=>r`<li>${s}</li>`)}</ul>`:""}
      <h3>Talents</h3>
      ${e.talents?.length?r`<table><thead><tr><th scope="col">Talent</th><th scope="col">Behaviors</th></tr></thead><tbody>
        ${e.talents.map(s=>r`<tr><th scope="row">${s.name}</th><td>${(s.behaviors??[]).map(o=>r`<div><strong>${o.name??""}</strong> ${o.mode??""} ${(o.tools??[]).length?r`— tools <code>${o.tools.join(", ")}</code>`:""}</div>`)}</td></tr>`)}
      </tbody></table>`:r`<p class="muted">None.</p>`}
      <h3>Tools</h3>
      ${e.tools?.length?r`<table><thead><tr><th scope="col">Tool</th><th scope="col">Description</th><th scope="col">Runtime</th></tr></thead><tbody>
        ${e.tools.map(s=>r`<tr><th scope="row"><code>${s.name}</code></th><td>${s.description??""}</td><td>${s.runtime??""} ${s.endpoint?r`<code>${s.endpoint}</code>`:""}</td></tr>`)}
      </tbody></table>`:r`<p class="muted">None.</p>`}
      <h3>Context sources</h3>
      ${e.contextSources?.length?r`<pre>${JSON.stringify(e.contextSources,null,2)}</pre>`:r`<p class="muted">None.</p>`}`}render(){let t=this.store.actors??[];if(this.store.cluster&&this.store.viewErrors.actors)return r`<h2>Actors</h2><p class="error" role="alert">${this.store.viewErrors.actors}</p>`;if(this.actor){let e=t.find(s=>s.name===this.actor);return e?this.detail(e):r`<p><a href="#/actors">← All actors</a></p><p class="error">No actor ${this.actor} ${this.store.cluster?`in namespace ${this.store.namespace}`:"on this sidecar"}.</p>`}return r`<h2>Actors</h2>
      ${t.length?r`<table>
        <thead><tr><th scope="col">Actor</th><th scope="col">Role</th><th scope="col">Tier</th><th scope="col">Talents</th><th scope="col">Tools</th></tr></thead>
        <tbody>${t.map(e=>r`<tr data-actor=${e.name}>
          <th scope="row"><a href="#/actors/${encodeURIComponent(e.name)}">${e.name}</a></th><td>${e.spec?.role}</td><td>${e.spec?.tier}</td>
          <td>${(e.spec?.talents??[]).map(s=>s.name).join(", ")}</td><td>${(e.spec?.tools??[]).length}</td></tr>`)}
        </tbody></table>`:r`<p class="muted">${this.store.cluster?`No Actor in namespace ${this.store.namespace}.`:"This sidecar runs no actor."}</p>`}`}};customElements.define("argus-actors",mt);var ie=[["actor","Actor"],["tool","Tool"],["since","Since (e.g. 1h, 30m, or a time)"],["traceId","Trace id"]],$t=class extends g{static properties={entries:{state:!0},truncated:{state:!0},verify:{state:!0},message:{state:!0},busy:{state:!0}};static styles=[v,$`
    form { display: flex; gap: 0.6rem; flex-wrap: wrap; align-items: flex-end; margin-bottom: 0.75rem; }
    label { display: flex; flex-direction: column; gap: 0.2rem; font-size: 0.9rem; }
    input, select { font: inherit; padding: 0.25rem 0.35rem; border: 1px solid #4d5560; border-radius: 4px; }
    .verify { margin: 0 0 0.75rem; }
  `];connectedCallback(){super.connectedCallback(),this.namespace=null}updated(){this.store.cluster&&this.store.namespace&&this.namespace!==this.store.namespace&&(this.namespace=this.store.namespace,this.query())}async query(t){t?.preventDefault();let e=this.renderRoot.querySelector("form"),s=new URLSearchParams;if(e)for(let[o,a]of new FormData(e))String(a).trim()&&s.set(o,String(a).trim());s.set("limit","200"),this.busy=!0,this.message=null;try{let[o,a]=await Promise.all([b(this.store.nsPath(`audit?${s}`)),b(this.store.nsPath("audit/verify"))]);this.entries=o.entries??[],this.truncated=o.truncated,this.verify=a}catch(o){this.entries=null,this.verify=null,this.message=o.message}this.busy=!1}badge(){let t=this.verify;if(!t)return"";if(t.ok){let s=(t.chains??[]).reduce((o,a)=>o+(a.entries??0),0);return r`<p class="verify"><span class="badge ok" data-verify="ok">chain verified</span> <span class="muted">${(t.chains??[]).length} chain(s), ${s} entries checked from their checkpoints</span></p>`}let e=(t.chains??[]).filter(s=>!s.ok);return r`<p class="verify"><span class="badge error" data-verify="broken">chain broken</span>
      ${e.map(s=>r` <span class="error">${s.tenant}: at seq ${s.broken?.seq} (${s.broken?.reason})</span>`)}</p>`}render(){return this.store.overview?this.store.cluster?r`
      <h2>Audit in <code>${this.store.namespace}</code></h2>
      <form @submit=${t=>this.query(t)} aria-label="Audit query">
        ${ie.map(([t,e])=>r`<label>${e}<input name=${t} autocomplete="off"></label>`)}
        <label>Decision<select name="decision">
          ${["","EXECUTE","EXPLAIN","DEFER","REFUSE"].map(t=>r`<option value=${t}>${t||"any"}</option>`)}
        </select></label>
        <button type="submit" ?disabled=${this.busy}>Query</button>
      </form>
      ${this.message?r`<p class="error" role="alert">${this.message}</p>`:""}
      ${this.badge()}
      ${this.entries?this.entries.length?r`<table>
        <caption class="muted">${this.entries.length} entr${this.entries.length===1?"y":"ies"}${this.truncated?" (more match: narrow the query)":""}</caption>
        <thead><tr><th scope="col">Seq</th><th scope="col">Time</th><th scope="col">Actor</th><th scope="col">Action</th><th scope="col">Tool</th><th scope="col">Decision</th><th scope="col">Trace</th></tr></thead>
        <tbody>${this.entries.map(t=>r`<tr data-seq=${t.seq}>
          <td>${t.seq}</td><td><time datetime=${t.timestamp}>${new Date(t.timestamp).toLocaleString()}</time></td>
          <td>${t.agent_id}</td><td>${t.action}</td><td>${t.tool_name?r`<code>${t.tool_name}</code>`:"\u2013"}</td>
          <td>${t.decision?r`<span class="badge ${t.decision==="REFUSE"?"error":t.decision==="DEFER"?"warn":"ok"}">${t.decision}</span>`:"\u2013"}</td>
          <td><code>${(t.trace_id??"").slice(0,12)}</code></td></tr>`)}
        </tbody></table>`:r`<p class="muted">No entry matches.</p>`:""}`:r`<h2>Audit</h2><p class="muted">This sidecar's audit records go to its configured sink; the tamper-evident chains are kept in a namespace's Redis and shown by the operator's console (<code>kubectl argus console</code>) or <code>kubectl argus audit</code>.</p>`:r`<p class="muted" role="status">Loading…</p>`}};customElements.define("argus-audit",$t);function ae(i){return i?i.kind==="semantic"?`similar (${Number(i.score).toFixed(2)})`:i.kind:""}var ft=class extends g{static properties={preview:{state:!0},message:{state:!0},busy:{state:!0}};static styles=[v,$`
    form { display: grid; gap: 0.5rem; max-width: 48rem; margin-bottom: 1rem; }
    label { display: flex; flex-direction: column; gap: 0.2rem; }
    input, textarea { font: inherit; padding: 0.3rem; border: 1px solid #4d5560; border-radius: 4px; }
    textarea { min-height: 3.5rem; }
    form button { justify-self: start; }
  `];async compile(t){t.preventDefault();let e=new FormData(t.target),s=String(e.get("text")??""),o=String(e.get("session")??"").trim();this.busy=!0,this.message=null;try{this.preview=await nt("/context/preview",o?{text:s,session:o}:{text:s})}catch(a){this.preview=null,this.message=a.message}this.busy=!1}result(t){let e=t.picks??[];return r`<section aria-label="Compiled context" data-preview>
      <p><strong data-tokens>${t.tokens}</strong> of ${t.maxTokens} tokens · ${e.length} picked ·
        ${t.overBudget} over budget · ${t.duplicates} duplicates · semantic recall ${t.semantic?"on":r`<span class="muted">off (no embedding)</span>`}</p>
      <h3>Candidates per source</h3>
      <table><thead><tr><th scope="col">Source</th><th scope="col">Candidates</th></tr></thead>
        <tbody>${Object.entries(t.candidates??{}).map(([s,o])=>r`<tr><th scope="row">${s}</th><td data-candidates=${s}>${o}</td></tr>`)}</tbody></table>
      <h3>Picked, oldest first</h3>
      ${e.length?r`<table><thead><tr><th scope="col">Source</th><th scope="col">Session</th><th scope="col">Role</th><th scope="col">Text</th><th scope="col">Why</th><th scope="col">Tokens</th></tr></thead>
        <tbody>${e.map(s=>r`<tr data-pick=${s.id}><td>${s.source}</td><td>${s.session}</td><td>${s.role}</td><td>${s.text}</td><td>${ae(s.why)}</td><td>${s.tokens}</td></tr>`)}</tbody></table>`:r`<p class="muted">Nothing would be added.</p>`}
      <h3>The block as sent</h3>
      ${t.block?r`<pre data-block>${t.block}</pre>`:r`<p class="muted">Empty: the request goes out unchanged.</p>`}
    </section>`}render(){return this.store.overview?this.store.cluster?r`<h2>Context</h2><p class="muted">Context is compiled by each sidecar from its namespace's store; preview it with <code>kubectl argus context compile --preview</code>, or in a sidecar's local console.</p>`:r`<h2>Context preview</h2>
      <p class="muted">What the context engine would add to a request of actor <code>${this.store.overview.actor??"\u2013"}</code> for this user turn, and why.</p>
      <form @submit=${t=>this.compile(t)} aria-label="Context preview">
        <label>User turn<textarea name="text" required></textarea></label>
        <label>Session (optional: its own messages are left out)<input name="session" autocomplete="off"></label>
        <button type="submit" ?disabled=${this.busy}>Preview</button>
      </form>
      ${this.message?r`<p class="error" role="alert">${this.message}</p>`:""}
      ${this.preview?this.result(this.preview):""}`:r`<p class="muted" role="status">Loading…</p>`}};customElements.define("argus-context",ft);var zt=[["overview","Overview"],["workflows","Workflows"],["sessions","Sessions"],["approvals","Approvals"],["actors","Actors"],["audit","Audit"],["context","Context"]];function jt(){let[i,...t]=location.hash.replace(/^#\/?/,"").split("/");return{view:zt.some(([s])=>s===i)?i:"overview",arg:t.length?decodeURIComponent(t.join("/")):""}}var gt=class extends w{static properties={route:{state:!0}};static styles=$`
    :host { display: block; min-height: 100vh; }
    header { background: #14213d; color: #fff; padding: 0.6rem 1.25rem; display: flex; align-items: center; gap: 1.5rem; flex-wrap: wrap; }
    h1 { font-size: 1.15rem; margin: 0; }
    nav ul { list-style: none; display: flex; gap: 0.25rem; margin: 0; padding: 0; flex-wrap: wrap; }
    nav a { color: #fff; text-decoration: none; padding: 0.35rem 0.7rem; border-radius: 4px; display: inline-block; }
    nav a:hover { background: #243b6b; }
    nav a[aria-current='page'] { background: #fff; color: #14213d; font-weight: 600; }
    a:focus-visible { outline: 3px solid #ffd166; outline-offset: 2px; }
    .live { margin-left: auto; font-size: 0.9rem; }
    .who { font-size: 0.9rem; display: flex; gap: 0.75rem; align-items: center; }
    select { font: inherit; padding: 0.15rem 0.3rem; border-radius: 4px; }
    select:focus-visible { outline: 3px solid #ffd166; outline-offset: 2px; }
    .dot { display: inline-block; width: 0.6rem; height: 0.6rem; border-radius: 50%; margin-right: 0.35rem; background: #ffd166; }
    .dot.on { background: #7ee2a8; }
    main { padding: 1rem 1.25rem; max-width: 80rem; }
    .error { background: #fde8ea; color: #a4141f; padding: 0.5rem 0.75rem; border-radius: 4px; }
    .skip { position: absolute; left: -999px; }
    .skip:focus { left: 0.5rem; top: 0.5rem; background: #fff; color: #14213d; padding: 0.3rem 0.6rem; z-index: 1; }
  `;constructor(){super(),this.route=jt(),this.onHash=()=>{this.route=jt(),this.renderRoot.querySelector("main")?.focus()},this.onChange=()=>this.requestUpdate()}connectedCallback(){super.connectedCallback(),addEventListener("hashchange",this.onHash),m.addEventListener("change",this.onChange),m.start()}disconnectedCallback(){removeEventListener("hashchange",this.onHash),m.removeEventListener("change",this.onChange),super.disconnectedCallback()}view(){let{view:t,arg:e}=this.route;switch(t){case"workflows":return r`<argus-workflow></argus-workflow>`;case"sessions":return r`<argus-sessions .session=${e}></argus-sessions>`;case"approvals":return r`<argus-approvals></argus-approvals>`;case"actors":return r`<argus-actors .actor=${e}></argus-actors>`;case"audit":return r`<argus-audit></argus-audit>`;case"context":return r`<argus-context></argus-context>`;default:return r`<argus-overview .pending=${m.pendingApprovals}></argus-overview>`}}who(){if(!m.cluster)return"";let t=(m.overview?.namespaces??[]).map(e=>e.name);return r`<div class="who">
      <span>Signed in as <strong data-user>${m.overview?.user}</strong></span>
      ${t.length?r`<label>Namespace
        <select @change=${e=>m.selectNamespace(e.target.value)}>
          ${t.map(e=>r`<option ?selected=${e===m.namespace} value=${e}>${e}</option>`)}
        </select></label>`:""}
    </div>`}render(){let t=m.cluster?"cluster":m.overview?.tenant;return r`
      <a class="skip" href="#main" @click=${e=>{e.preventDefault(),this.renderRoot.querySelector("main")?.focus()}}>Skip to content</a>
      <header>
        <h1>Argus console${t?r` · <span>${t}</span>`:""}</h1>
        <nav aria-label="Console views"><ul>
          ${zt.map(([e,s])=>r`<li><a href="#/${e}" aria-current=${e===this.route.view?"page":"false"}>${s}</a></li>`)}
        </ul></nav>
        ${this.who()}
        <span class="live" role="status" aria-live="polite"><span class="dot ${m.connected?"on":""}" aria-hidden="true"></span>${m.connected?"Live":"Connecting\u2026"}</span>
      </header>
      <main id="main" tabindex="-1">
        ${m.error?r`<p class="error" role="alert">${m.error}</p>`:""}
        ${this.view()}
      </main>`}};customElements.define("argus-console",gt);
