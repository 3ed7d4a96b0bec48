`default_nettype none
// The two-rounds-a-cycle datapath (sha256-large): message buffer, schedule window,
// two unrolled rounds in carry-save form, chaining value with eight parallel adders.
// rtl/sha256/README.md ("sha256-large") describes it; sha256x2_control.v drives it.
module sha256x2_datapath #(
    parameter MEM = "bram"
) (
    input  wire        clk,
    input  wire [31:0] in_data,
    input  wire        c_coll,    // the even word of a pair enters the collector
    input  wire [7:0]  c_lld,     // stage i of the message buffer loads (7: the new pair)
    input  wire        c_wshift,  // the schedule window moves on by two words
    input  wire        c_wfroml,  // ... taking the buffer's head pair (else the schedule's)
    input  wire        c_init,    // H <- IV, a..h <- 0
    input  wire        c_start,   // a..h <- H + a..h, H <- H + a..h, p <- rounds 0, 1
    input  wire        c_fin,     // H <- H + a..h, a..h <- 0
    input  wire        c_round,   // two rounds
    input  wire [4:0]  c_kpair,   // round constants K[2i], K[2i+1] (one cycle ahead)
    input  wire [2:0]  c_oidx,    // digest word to present
    output wire [31:0] digest_word
);
    // K[63] first ... K[0] last, i.e. K[i] at bits [32*i +: 32]
    localparam [2047:0] K_TABLE = {
        32'hc67178f2, 32'hbef9a3f7, 32'ha4506ceb, 32'h90befffa,
        32'h8cc70208, 32'h84c87814, 32'h78a5636f, 32'h748f82ee,
        32'h682e6ff3, 32'h5b9cca4f, 32'h4ed8aa4a, 32'h391c0cb3,
        32'h34b0bcb5, 32'h2748774c, 32'h1e376c08, 32'h19a4c116,
        32'h106aa070, 32'hf40e3585, 32'hd6990624, 32'hd192e819,
        32'hc76c51a3, 32'hc24b8b70, 32'ha81a664b, 32'ha2bfe8a1,
        32'h92722c85, 32'h81c2c92e, 32'h766a0abb, 32'h650a7354,
        32'h53380d13, 32'h4d2c6dfc, 32'h2e1b2138, 32'h27b70a85,
        32'h14292967, 32'h06ca6351, 32'hd5a79147, 32'hc6e00bf3,
        32'hbf597fc7, 32'hb00327c8, 32'ha831c66d, 32'h983e5152,
        32'h76f988da, 32'h5cb0a9dc, 32'h4a7484aa, 32'h2de92c6f,
        32'h240ca1cc, 32'h0fc19dc6, 32'hefbe4786, 32'he49b69c1,
        32'hc19bf174, 32'h9bdc06a7, 32'h80deb1fe, 32'h72be5d74,
        32'h550c7dc3, 32'h243185be, 32'h12835b01, 32'hd807aa98,
        32'hab1c5ed5, 32'h923f82a4, 32'h59f111f1, 32'h3956c25b,
        32'he9b5dba5, 32'hb5c0fbcf, 32'h71374491, 32'h428a2f98
    };
    localparam [255:0] IV = {32'h6a09e667, 32'hbb67ae85, 32'h3c6ef372, 32'ha54ff53a,
                             32'h510e527f, 32'h9b05688c, 32'h1f83d9ab, 32'h5be0cd19};

    function [31:0] bsig0(input [31:0] x);
        bsig0 = {x[1:0], x[31:2]} ^ {x[12:0], x[31:13]} ^ {x[21:0], x[31:22]};
    endfunction
    function [31:0] bsig1(input [31:0] x);
        bsig1 = {x[5:0], x[31:6]} ^ {x[10:0], x[31:11]} ^ {x[24:0], x[31:25]};
    endfunction
    function [31:0] ssig0(input [31:0] x);
        ssig0 = {x[6:0], x[31:7]} ^ {x[17:0], x[31:18]} ^ {3'b000, x[31:3]};
    endfunction
    function [31:0] ssig1(input [31:0] x);
        ssig1 = {x[16:0], x[31:17]} ^ {x[18:0], x[31:19]} ^ {10'd0, x[31:10]};
    endfunction
    function [31:0] chf(input [31:0] x, input [31:0] y, input [31:0] z);
        chf = (x & y) ^ (~x & z);
    endfunction
    function [31:0] majf(input [31:0] x, input [31:0] y, input [31:0] z);
        majf = (x & y) ^ (x & z) ^ (y & z);
    endfunction
    // carry of a carry-save (3:2) step, already moved to its weight
    function [31:0] csc(input [31:0] x, input [31:0] y, input [31:0] z);
        csc = {majf(x, y, z) << 1};
    endfunction

    // ---------------------------------------------------------------- round constants
    wire [31:0] ka, kb;                  // K[2i], K[2i+1]: registered, one cycle of latency
    lw_rom2 #(.DEPTH(64), .DW(32), .STYLE(MEM), .INIT(K_TABLE)) u_k (
        .clk(clk), .en(1'b1), .addr_a({c_kpair, 1'b0}), .addr_b({c_kpair, 1'b1}),
        .q_a(ka), .q_b(kb)
    );

    // ---------------------------------------------------------------- message buffer
    // The next block gathers in pairs of words: the collector holds the even word,
    // the odd one completes the pair, which enters an 8-stage buffer (stage 0 the
    // head) that closes its gaps itself; only flip-flop enables, no multiplexers.
    reg [31:0] coll_q;
    reg [63:0] lb_q [0:7];
    integer i;
    always @(posedge clk) begin
        if (c_coll) coll_q <= in_data;
        for (i = 0; i < 7; i = i + 1)
            if (c_lld[i]) lb_q[i] <= lb_q[i+1];
        if (c_lld[7]) lb_q[7] <= {coll_q, in_data};
    end

    // ---------------------------------------------------------------- schedule window
    // w[0..15] holds W[2k..2k+15] during cycle k of the rounds; each cycle it moves
    // on by two words, taking W[2k+16], W[2k+17] (or the next block's pair).
    reg [31:0] w [0:15];
    (* keep *) wire [31:0] x16a = ssig1(w[14]) + w[9];
    (* keep *) wire [31:0] x16b = ssig0(w[1]) + w[0];
    (* keep *) wire [31:0] x17a = ssig1(w[15]) + w[10];
    (* keep *) wire [31:0] x17b = ssig0(w[2]) + w[1];
    wire [31:0] w16 = x16a + x16b;
    wire [31:0] w17 = x17a + x17b;
    always @(posedge clk) begin
        if (c_wshift) begin
            for (i = 0; i < 14; i = i + 1) w[i] <= w[i+2];
            w[14] <= c_wfroml ? lb_q[0][63:32] : w16;
            w[15] <= c_wfroml ? lb_q[0][31:0]  : w17;
        end
    end

    // ---------------------------------------------------------------- state
    reg [31:0] a, b, c, d, e, f, g, h;   // working variables
    reg [31:0] hv [0:7];                 // chaining value H0..H7
    reg [31:0] p1_q, p2_q;               // h + K + W of the cycle's two rounds

    // chaining value: eight parallel adders, H + (a..h)
    wire [31:0] hs0 = hv[0] + a, hs1 = hv[1] + b, hs2 = hv[2] + c, hs3 = hv[3] + d;
    wire [31:0] hs4 = hv[4] + e, hs5 = hv[5] + f, hs6 = hv[6] + g, hs7 = hv[7] + h;

    // h + K + W one cycle ahead: for rounds 2k+2, 2k+3 the h is today's f and e
    // (two rounds on); in START the h and g of the new state, H7 + h and H6 + g
    (* keep *) wire [31:0] kw1 = ka + (c_start ? w[0] : w[2]);
    (* keep *) wire [31:0] kw2 = kb + (c_start ? w[1] : w[3]);
    wire [31:0] p1_d = kw1 + (c_start ? hs7 : f);
    wire [31:0] p2_d = kw2 + (c_start ? hs6 : e);

    // round 2k: T1 = p1 + S1(e) + Ch(e,f,g) kept in carry-save form (t1s, t1c)
    wire [31:0] r1s1 = bsig1(e), r1ch = chf(e, f, g);
    wire [31:0] t1s  = p1_q ^ r1s1 ^ r1ch;
    wire [31:0] t1c  = csc(p1_q, r1s1, r1ch);
    //   e1 = d + T1
    wire [31:0] e1s  = t1s ^ t1c ^ d;
    wire [31:0] e1c  = csc(t1s, t1c, d);
    wire [31:0] e1   = e1s + e1c;
    //   a1 = T1 + S0(a) + Maj(a,b,c)
    wire [31:0] r1s0 = bsig0(a), r1mj = majf(a, b, c);
    wire [31:0] u1s  = t1s ^ t1c ^ r1s0;
    wire [31:0] u1c  = csc(t1s, t1c, r1s0);
    wire [31:0] a1s  = u1s ^ u1c ^ r1mj;
    wire [31:0] a1c  = csc(u1s, u1c, r1mj);
    wire [31:0] a1   = a1s + a1c;
    // round 2k+1 on (a1, a, b, c, e1, e, f, g)
    wire [31:0] r2s1 = bsig1(e1), r2ch = chf(e1, e, f);
    wire [31:0] t2s  = p2_q ^ r2s1 ^ r2ch;
    wire [31:0] t2c  = csc(p2_q, r2s1, r2ch);
    wire [31:0] e2s  = t2s ^ t2c ^ c;
    wire [31:0] e2c  = csc(t2s, t2c, c);
    wire [31:0] e2   = e2s + e2c;
    wire [31:0] r2s0 = bsig0(a1), r2mj = majf(a1, a, b);
    wire [31:0] v2s  = r2s0 ^ r2mj ^ t2s;      // a1's two terms first: they come last
    wire [31:0] v2c  = csc(r2s0, r2mj, t2s);
    wire [31:0] a2s  = v2s ^ v2c ^ t2c;
    wire [31:0] a2c  = csc(v2s, v2c, t2c);
    wire [31:0] a2   = a2s + a2c;

    assign digest_word = hv[c_oidx];

    always @(posedge clk) begin
        if (c_start || c_round) begin
            p1_q <= p1_d;
            p2_q <= p2_d;
        end
        if (c_init || c_fin) begin
            {a, b, c, d, e, f, g, h} <= 256'd0;
        end else if (c_start) begin
            {a, b, c, d, e, f, g, h} <= {hs0, hs1, hs2, hs3, hs4, hs5, hs6, hs7};
        end else if (c_round) begin
            a <= a2; b <= a1; c <= a; d <= b;
            e <= e2; f <= e1; g <= e; h <= f;
        end
        if (c_init) begin
            {hv[0], hv[1], hv[2], hv[3], hv[4], hv[5], hv[6], hv[7]} <= IV;
        end else if (c_start || c_fin) begin
            {hv[0], hv[1], hv[2], hv[3], hv[4], hv[5], hv[6], hv[7]} <=
                {hs0, hs1, hs2, hs3, hs4, hs5, hs6, hs7};
        end
    end
endmodule

`default_nettype wire
