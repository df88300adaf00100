/*
 * Host page of the Scratch 3 editor (npm scratch-gui, served unmodified beside this file).
 * It renders the editor in Chinese, loads a starter project, uploads the student's work and
 * bridges window messages with the practice page that embeds it. Protocol: README.md here.
 */
(function () {
  'use strict';

  var UPLOAD_URL = '/api/v3/student/uploadAnswerProject';
  var TOKEN_WAIT_MS = 5000;
  var embedded = window.parent !== window;

  var state = {
    vm: null,
    ready: false,
    token: null,
    /** Path of the project to show once the editor is ready (the last one asked for wins). */
    pendingMaterial: null,
    material: null,
    submitting: false,
    tokenWaiters: [],
  };

  var submitButton = document.getElementById('cs-submit');
  var statusLine = document.getElementById('cs-status');

  function setStatus(text, kind) {
    statusLine.textContent = text || '';
    statusLine.className = 'cs-status' + (kind ? ' cs-status-' + kind : '');
  }

  function setEditorState(value) {
    document.body.setAttribute('data-editor-state', value);
  }

  /** Messages go to our own origin only: the practice page is served by the same server. */
  function post(message) {
    if (embedded) window.parent.postMessage(message, location.origin);
  }

  /** Same-origin absolute paths only (e.g. /materials/x.sb3), never another site. */
  function isLocalPath(value) {
    return typeof value === 'string' && value.charAt(0) === '/' && value.charAt(1) !== '/';
  }

  function loadMaterial(materialPath) {
    if (!isLocalPath(materialPath)) {
      setStatus('素材地址无效', 'error');
      return;
    }
    if (!state.ready) {
      state.pendingMaterial = materialPath;
      return;
    }
    setEditorState('loading-material');
    setStatus('正在打开素材……');
    var headers = {};
    // The student's own earlier answers (/uploads/…) are readable by their owner only.
    if (state.token && materialPath.indexOf('/uploads/') === 0) headers.accessToken = state.token;
    fetch(materialPath, { headers: headers })
      .then(function (response) {
        if (!response.ok) throw new Error('HTTP ' + response.status);
        return response.arrayBuffer();
      })
      .then(function (buffer) {
        return state.vm.loadProject(buffer);
      })
      .then(function () {
        state.material = materialPath;
        setEditorState('ready');
        document.body.setAttribute('data-material', materialPath);
        setStatus('');
        post({ type: 'loaded', materialPath: materialPath });
      })
      .catch(function () {
        setEditorState('ready');
        setStatus('素材加载失败，请刷新后重试', 'error');
        post({ type: 'loadError', materialPath: materialPath });
      });
  }

  /** The practice page holds the login; ask it for the token and wait a little for the answer. */
  function requestToken() {
    if (state.token) return Promise.resolve(state.token);
    if (!embedded) return Promise.resolve(null);
    return new Promise(function (resolve) {
      var timer = setTimeout(function () {
        state.tokenWaiters = state.tokenWaiters.filter(function (waiter) {
          return waiter !== resolve;
        });
        resolve(null);
      }, TOKEN_WAIT_MS);
      state.tokenWaiters.push(function (token) {
        clearTimeout(timer);
        resolve(token);
      });
      post({ type: 'getDownToken' });
    });
  }

  function receiveToken(token) {
    if (typeof token !== 'string' || !token) return;
    state.token = token;
    var waiters = state.tokenWaiters;
    state.tokenWaiters = [];
    waiters.forEach(function (waiter) {
      waiter(token);
    });
  }

  function upload(blob, token) {
    var form = new FormData();
    form.append('file', blob, 'answer.sb3');
    return fetch(UPLOAD_URL, { method: 'POST', headers: { accessToken: token }, body: form }).then(
      function (response) {
        return response.json().then(function (body) {
          if (!response.ok || !body || !body.success) throw new Error((body && body.message) || '提交失败');
          return body.result.path;
        });
      },
    );
  }

  function submit() {
    if (!state.ready || state.submitting) return;
    state.submitting = true;
    submitButton.disabled = true;
    setStatus('正在保存作品……');
    var projectBlob;
    state.vm
      .saveProjectSb3()
      .then(function (blob) {
        projectBlob = blob;
        return requestToken();
      })
      .then(function (token) {
        if (!token) throw new Error('未获取到登录信息，请从练习页面打开并登录后再提交');
        setStatus('正在上传作品……');
        return upload(projectBlob, token);
      })
      .then(function (path) {
        setStatus('提交成功', 'ok');
        document.body.setAttribute('data-submitted', path);
        post({ type: 'nextGo', path: path, materialPath: state.material });
      })
      .catch(function (error) {
        var message = (error && error.message) || '提交失败';
        setStatus(message, 'error');
        post({ type: 'submitError', message: message });
      })
      .then(function () {
        state.submitting = false;
        submitButton.disabled = false;
      });
  }

  window.addEventListener('message', function (event) {
    if (event.origin !== location.origin || event.source !== window.parent) return;
    var data = event.data;
    if (!data || typeof data !== 'object') return;
    if (data.type === 'load') loadMaterial(data.materialPath);
    else if (data.type === 'downToken') receiveToken(data.accessToken);
    else if (data.type === 'submit') submit();
  });
  submitButton.addEventListener('click', submit);

  function onEditorReady() {
    if (state.ready) return;
    state.ready = true;
    // scratch-gui warns before unload when the project changed; inside the practice page that
    // would block the page's own navigation, and the answer is submitted explicitly anyway.
    if (embedded) window.onbeforeunload = null;
    document.getElementById('cs-loading').remove();
    submitButton.disabled = false;
    setEditorState('ready');
    post({ type: 'menuOk' });
    if (embedded) requestToken();
    var material = state.pendingMaterial;
    state.pendingMaterial = null;
    if (material) loadMaterial(material);
  }

  function render() {
    var lib = window.GUI;
    var Gui = lib.AppStateHOC(lib.default);
    var root = document.getElementById('cs-app');
    lib.setAppElement(root);
    window.ReactDOM.render(
      window.React.createElement(Gui, {
        projectId: '0',
        canSave: false,
        canShare: false,
        canEditTitle: false,
        backpackVisible: false,
        showComingSoon: false,
        onVmInit: function (vm) {
          state.vm = vm;
        },
        onProjectLoaded: onEditorReady,
      }),
      root,
    );
  }

  function boot() {
    // scratch-gui picks its language from ?locale= when the page starts; children read Chinese.
    var params = new URLSearchParams(location.search);
    if (!params.get('locale')) {
      params.set('locale', 'zh-cn');
      history.replaceState(null, '', location.pathname + '?' + params.toString() + location.hash);
    }
    state.pendingMaterial = isLocalPath(params.get('material')) ? params.get('material') : null;
    // The bundle is a UMD build whose externals are these two globals.
    window.react = window.React;
    window['react-dom'] = window.ReactDOM;
    var script = document.createElement('script');
    script.src = 'scratch-gui.js';
    script.onload = render;
    script.onerror = function () {
      document.getElementById('cs-loading').textContent = '编辑器加载失败，请刷新重试';
      setEditorState('error');
    };
    document.body.appendChild(script);
  }

  boot();
})();
