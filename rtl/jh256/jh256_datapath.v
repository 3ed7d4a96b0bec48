`default_nettype none
// The datapath: the state in the rotating ("grouped") layout, the
// round constants generated on the fly, one 16-bit chunk of every state word per
// clock cycle.
//
// Rotating layout (README.md): in round r, bit-slice position p of a word sits at
// physical position q = rotr7(p, r mod 7) = {chunk, lane}.  There the swap W_k of
// the odd words is always W_0 (adjacent lanes: wiring only) and the round constant
// of chunk c is bits 32c..32c+31 of the specification constant C_r.  Each round
// moves q to rotr7(q, 1): lane l of chunk c goes to chunk {l[0], c[2:1]}, lane
// {c[0], l[3:1]}, i.e. a chunk's even lanes fill one half of a chunk in 0..3 and its
// odd lanes the same half of a chunk in 4..7.  So each word is kept in four 8-bit
// RAMs, R[x][h] = half h of the chunks {x, ..}, and both halves are written in the
// cycle that computes them (into the other bank: banks 0/1 alternate by round).
module jh256_datapath #(
    parameter MEM = "logic"       // round-constant generator RAM: "bram" or "logic"
) (
    input  wire        clk,
    // message load: each 16-bit chunk in two cycles
    input  wire [15:0] in_data,
    input  wire        c_mwe0,     // first cycle: whole chunk to MA, first half to MB
    input  wire        c_mwe1,     // second cycle: second half to MB
    input  wire [1:0]  c_mword,    // message word (h0..h3 of the block)
    input  wire [3:0]  c_mwaddr,   // {bank, chunk}
    // rounds and digest output
    input  wire        c_issue,    // read chunk c_chunk of every word; write the result next cycle
    input  wire [2:0]  c_chunk,
    input  wire        c_iv,       // read the state from H(0) (bank 2)
    input  wire        c_rbank,    // state and constant bank of this round
    input  wire        c_mbank,    // message bank of the block being compressed
    input  wire        c_first,    // round 0: h0..h3 ^= M on the way in, constant C_0
    input  wire        c_last,     // last round: h4..h7 ^= M on the way out
    input  wire        c_osel,     // digest chunk read now comes from h7 (1) or h6 (0)
    output wire [15:0] digest_word
);
    // ------------------------------------------------------------------ round constants
    wire [31:0] rc;                          // bits 32c..32c+31 of C_r, one cycle later
    jh256_rcgen #(.MEM(MEM)) u_rc (
        .clk(clk), .issue(c_issue), .chunk(c_chunk), .first(c_first), .rbank(c_rbank), .rc(rc)
    );
    // constant bit 2l belongs to lane l of the even words, bit 2l + 1 to the odd words
    reg [15:0] ce, co;
    integer l;
    always @* begin
        for (l = 0; l < 16; l = l + 1) begin
            ce[15-l] = rc[31-2*l];
            co[15-l] = rc[30-2*l];
        end
    end

    // ------------------------------------------------------------------ pipeline registers
    reg       v_q, wbank_q, rsel_q, first_q, last_q, osel_q;
    reg [2:0] c_q;
    always @(posedge clk) begin
        v_q     <= c_issue;
        c_q     <= c_chunk;
        wbank_q <= ~c_rbank;
        rsel_q  <= c_chunk[2];
        first_q <= c_first;
        last_q  <= c_last;
        osel_q  <= c_osel;
    end

    // ------------------------------------------------------------------ memories
    wire [15:0] h  [0:7];                    // state chunks read
    wire [7:0]  ev [0:7], od [0:7];          // round results: even / odd lanes of a chunk
    wire [15:0] ma [0:3];                    // message chunk (round 0)
    wire [7:0]  mb0 [0:3], mb1 [0:3];        // message halves the results land on (last round)
    wire [3:0]  raddr = {c_iv ? 2'd2 : {1'b0, c_rbank}, c_chunk[1:0]};
    wire [3:0]  waddr = {1'b0, wbank_q, c_q[2:1]};
    genvar gi, gx, gh;
    generate
        for (gi = 0; gi < 8; gi = gi + 1) begin : g_state
            wire [7:0] rd [0:1][0:1];
            for (gx = 0; gx < 2; gx = gx + 1) begin : g_x
                for (gh = 0; gh < 2; gh = gh + 1) begin : g_h
                    localparam [0:0] HALF = gh;
                    jh256_state_ram #(.WORD(gi), .X(gx), .H(gh)) u_ram (
                        .clk(clk), .we(v_q && (c_q[0] == HALF)), .waddr(waddr),
                        .wdata((gx == 1) ? od[gi] : ev[gi]), .raddr(raddr), .rdata(rd[gx][gh])
                    );
                end
            end
            assign h[gi] = rsel_q ? {rd[1][0], rd[1][1]} : {rd[0][0], rd[0][1]};
        end
        for (gi = 0; gi < 4; gi = gi + 1) begin : g_msg
            localparam [1:0] IDX = gi;
            wire sel = (c_mword == IDX);
            lw_ram_sdp #(.DEPTH(16), .DW(16), .STYLE("logic")) u_ma (
                .clk(clk), .we(c_mwe0 && sel), .waddr(c_mwaddr), .wdata(in_data),
                .re(1'b1), .raddr({c_mbank, c_chunk}), .rdata(ma[gi])
            );
            // MB[x]: halves of chunks {x, ..} at entry {bank, chunk[1:0], half}
            wire [3:0] mbw = {c_mwaddr[3], c_mwaddr[1:0], c_mwe1};
            wire [7:0] mbd = c_mwe1 ? in_data[7:0] : in_data[15:8];
            lw_ram_sdp #(.DEPTH(16), .DW(8), .STYLE("logic")) u_mb0 (
                .clk(clk), .we((c_mwe0 || c_mwe1) && sel && !c_mwaddr[2]), .waddr(mbw), .wdata(mbd),
                .re(1'b1), .raddr({c_mbank, c_chunk}), .rdata(mb0[gi])
            );
            lw_ram_sdp #(.DEPTH(16), .DW(8), .STYLE("logic")) u_mb1 (
                .clk(clk), .we((c_mwe0 || c_mwe1) && sel && c_mwaddr[2]), .waddr(mbw), .wdata(mbd),
                .re(1'b1), .raddr({c_mbank, c_chunk}), .rdata(mb1[gi])
            );
        end
    endgenerate

    assign digest_word = osel_q ? h[7] : h[6];

    // ------------------------------------------------------------------ round function
    // h0..h3 ^= M on the way into round 0
    wire [63:0] mx = first_q ? {ma[0], ma[1], ma[2], ma[3]} : 64'd0;
    wire [15:0] x0 = h[0] ^ mx[63:48];
    wire [15:0] x1 = h[1] ^ mx[47:32];
    wire [15:0] x2 = h[2] ^ mx[31:16];
    wire [15:0] x3 = h[3] ^ mx[15:0];

    wire [15:0] s0, s1, s2, s3, s4, s5, s6, s7;
    jh256_sbox u_se (.x({x0, x2, h[4], h[6]}), .c(ce), .y({s0, s2, s4, s6}));
    jh256_sbox u_so (.x({x1, x3, h[5], h[7]}), .c(co), .y({s1, s3, s5, s7}));

    wire [15:0] t [0:7];
    jh256_lmix u_l (.x({s0, s1, s2, s3, s4, s5, s6, s7}),
                    .y({t[0], t[1], t[2], t[3], t[4], t[5], t[6], t[7]}));

    // P8 = W_0 on the odd words (their even and odd lanes trade places), then the
    // rotation, which only splits each chunk into its even and odd lanes
    function [7:0] lanes;                    // lanes 2m + o, m = 0..7, of a chunk
        input [15:0] x;
        input        o;
        integer      m;
        begin
            for (m = 0; m < 8; m = m + 1) lanes[7-m] = o ? x[14-2*m] : x[15-2*m];
        end
    endfunction

    // h4..h7 ^= M on the way out of the last round
    wire [31:0] my0 = last_q ? {mb0[0], mb0[1], mb0[2], mb0[3]} : 32'd0;
    wire [31:0] my1 = last_q ? {mb1[0], mb1[1], mb1[2], mb1[3]} : 32'd0;
    generate
        for (gi = 0; gi < 8; gi = gi + 1) begin : g_out
            localparam       ODD = (gi % 2 == 1);
            wire [7:0] e = lanes(t[gi], ODD);
            wire [7:0] o = lanes(t[gi], !ODD);
            if (gi < 4) begin : g_lo
                assign ev[gi] = e;
                assign od[gi] = o;
            end else begin : g_hi
                assign ev[gi] = e ^ my0[31-8*(gi-4) -: 8];
                assign od[gi] = o ^ my1[31-8*(gi-4) -: 8];
            end
        end
    endgenerate
endmodule

`default_nettype wire
