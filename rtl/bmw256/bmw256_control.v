`default_nettype none
// bmw256_control: the block loader (two message slots), the micro-op sequencer of the
// compression (f0: 80 + 16 ops, f1: 16 x 19, f2: 8 x 5 + 8 x 6) and the digest read-out.
// One micro-op is issued per cycle; README.md lists them.
module bmw256_control (
    input  wire       clk,
    input  wire       rst,
    // lw_shell message side
    input  wire       in_valid,
    input  wire [3:0] in_idx,
    input  wire       in_blk_last,
    input  wire       in_first_blk,
    input  wire       in_final_blk,
    output wire       in_take,
    // lw_shell digest side
    output wire       out_valid,
    input  wire       out_take,
    // datapath
    output wire       c_mwe,
    output wire [4:0] c_mwaddr,
    output reg        c_v,
    output reg        c_fin,
    output reg        c_fst,
    output reg        c_mslot,
    output reg  [4:0] c_qra,
    output reg  [3:0] c_mra,
    output reg  [3:0] c_hra,
    output reg  [1:0] c_xs,
    output reg  [2:0] c_sfn,
    output reg  [3:0] c_mk,
    output reg  [4:0] c_ramt,
    output reg        c_xm,
    output reg        c_xh,
    output reg        c_neg,
    output reg  [1:0] c_pps,
    output reg        c_hhl,
    output reg        c_ua,
    output reg        c_lx,
    output reg        c_qwe,
    output reg        c_hwe,
    output reg  [4:0] c_wa,
    output reg        c_xlu,
    output reg        c_xhu,
    output reg        c_xld
);
    localparam [2:0] S_IDLE = 3'd0, S_F0A = 3'd1, S_F0B = 3'd2, S_F1 = 3'd3, S_F2 = 3'd4,
                     S_DRAIN = 3'd5, S_OUT = 3'd6;
    // operand encodings of the datapath
    localparam [1:0] X_Q = 2'd0, X_M = 2'd1, X_XH = 2'd2, X_XL = 2'd3;
    // rotator output masks: off, rotl, shl by 2, 4, 5, 6, 8, shr by 1..7, 11 (shr n is
    // rotl by 32 - n with the top n bits cleared)
    localparam [3:0] R_OFF = 4'd0, R_ROT = 4'd1, L2 = 4'd2, L4 = 4'd3, L5 = 4'd4, L6 = 4'd5,
                     L8 = 4'd6, R1 = 4'd7, R2 = 4'd8, R3 = 4'd9, R4 = 4'd10, R5 = 4'd11,
                     R6 = 4'd12, R7 = 4'd13, R11 = 4'd14;
    localparam [1:0] PP_0 = 2'd0, PP_H = 2'd1, PP_K = 2'd2, PP_HH = 2'd3;
    localparam [2:0] S_NONE = 3'd7;

    // f0: W_j = sum of five +-X_i, X = M ^ H, i = j + 5, 7, 10, 13, 14 (mod 16);
    // {sign, i} of term t of W_j (the sign of term t is bit j of a 16-bit pattern)
    function [4:0] f0t(input [3:0] j, input [2:0] t);
        reg [15:0] neg;
        reg [3:0]  off;
        begin
            case (t)
                3'd0:    begin off = 4'd5;  neg = 16'h88c0; end
                3'd1:    begin off = 4'd7;  neg = 16'hcdbb; end
                3'd2:    begin off = 4'd10; neg = 16'h9e54; end
                3'd3:    begin off = 4'd13; neg = 16'h55e0; end
                default: begin off = 4'd14; neg = 16'h438a; end
            endcase
            f0t = {neg[j], j + off};
        end
    endfunction
    // j mod 5 for f0's s_{j mod 5}
    function [2:0] mod5(input [3:0] j);
        case (j)
            4'd0, 4'd5, 4'd10, 4'd15: mod5 = 3'd0;
            4'd1, 4'd6, 4'd11:        mod5 = 3'd1;
            4'd2, 4'd7, 4'd12:        mod5 = 3'd2;
            4'd3, 4'd8, 4'd13:        mod5 = 3'd3;
            default:                  mod5 = 3'd4;
        endcase
    endfunction
    // expand2: rotl(Q, r_i), i = 1..7, for the odd terms u = 2i - 1
    function [4:0] rr(input [2:0] i);
        case (i)
            3'd0: rr = 5'd3;  3'd1: rr = 5'd7;  3'd2: rr = 5'd13; 3'd3: rr = 5'd16;
            3'd4: rr = 5'd19; 3'd5: rr = 5'd23; default: rr = 5'd27;
        endcase
    endfunction
    // f2 shifts as {mask, rotation}
    function [8:0] xhs(input [2:0] i);      // XH in H'_0..7
        case (i)
            3'd0: xhs = {L5, 5'd5};   3'd1: xhs = {R7, 5'd25};  3'd2: xhs = {R5, 5'd27};
            3'd3: xhs = {R1, 5'd31};  3'd4: xhs = {R3, 5'd29};  3'd5: xhs = {L6, 5'd6};
            3'd6: xhs = {R4, 5'd28};  default: xhs = {R11, 5'd21};
        endcase
    endfunction
    function [8:0] qs(input [2:0] i);       // Q16+i in H'_0..7
        case (i)
            3'd0: qs = {R5, 5'd27};   3'd1: qs = {L8, 5'd8};    3'd2: qs = {L5, 5'd5};
            3'd3: qs = {L5, 5'd5};    3'd4: qs = {R_ROT, 5'd0}; 3'd5: qs = {R6, 5'd26};
            3'd6: qs = {L6, 5'd6};    default: qs = {L2, 5'd2};
        endcase
    endfunction
    function [8:0] xls(input [2:0] i);      // XL in H'_8..15
        case (i)
            3'd0: xls = {L8, 5'd8};   3'd1: xls = {R6, 5'd26};  3'd2: xls = {L6, 5'd6};
            3'd3: xls = {L4, 5'd4};   3'd4: xls = {R3, 5'd29};  3'd5: xls = {R4, 5'd28};
            3'd6: xls = {R7, 5'd25};  default: xls = {R2, 5'd30};
        endcase
    endfunction

    // ------------------------------------------------------------------ block loader
    reg  [1:0] full_q, first_q, final_q;
    reg        wslot_q;
    assign in_take  = in_valid & ~full_q[wslot_q];
    assign c_mwe    = in_take;
    assign c_mwaddr = {wslot_q, in_idx};

    // ------------------------------------------------------------------ sequencer
    reg  [2:0] st_q;
    reg  [3:0] j_q;
    reg  [4:0] t_q;
    reg        fin_q, fst_q, last_q, cslot_q;
    reg  [3:0] oa_q;            // digest words sent (read H[8 + oa])
    reg        ov_q, ow_q;
    reg  [2:0] dr_q;

    wire [4:0] f0 = f0t(j_q, t_q[2:0]);
    wire [3:0] u  = t_q[3:0] - 4'd3;            // f1: term u of Q_(16+j) (t = 3..18)
    wire [4:0] u5 = t_q - 5'd3;
    wire [3:0] jb = j_q + 4'd3;                 // AddElement's b, c, H index
    wire [3:0] jc = j_q + 4'd10;
    wire [3:0] jh = j_q + 4'd7;
    wire       hi = j_q[3];                     // f2: H'_8..15
    wire [2:0] i3 = j_q[2:0];
    wire [8:0] sh_xh = xhs(i3), sh_q = qs(i3), sh_xl = xls(i3);
    wire [3:0] kprev = hi & ~j_q[2] ? j_q - 4'd4 : j_q - 4'd12;   // H'_k for H'_(8..15)

    wire f0a_end = (t_q == 5'd4);
    wire f1_end  = (t_q == 5'd18);
    wire f2_end  = hi ? (t_q == 5'd5) : (t_q == 5'd4);

    // the op of the next cycle (registered below: the issue stage of the datapath)
    reg         n_v;
    reg  [4:0]  n_qra;
    reg  [3:0]  n_mra;
    reg  [3:0]  n_hra;
    reg  [1:0]  n_xs;
    reg  [2:0]  n_sfn;
    reg  [3:0]  n_mk;
    reg  [4:0]  n_ramt;
    reg         n_xm;
    reg         n_xh;
    reg         n_neg;
    reg  [1:0]  n_pps;
    reg         n_hhl;
    reg         n_ua;
    reg         n_lx;
    reg         n_qwe;
    reg         n_hwe;
    reg  [4:0]  n_wa;
    reg         n_xlu;
    reg         n_xhu;
    reg         n_xld;
    always @* begin
        n_v = 1'b0; n_qra = 5'd0; n_mra = 4'd0; n_hra = 4'd0; n_xs = X_Q; n_sfn = S_NONE;
        n_mk = R_OFF; n_ramt = 5'd0; n_xm = 1'b0; n_xh = 1'b0; n_neg = 1'b0; n_pps = PP_0;
        n_hhl = 1'b0; n_ua = 1'b1; n_lx = 1'b0; n_qwe = 1'b0;
        n_hwe = 1'b0; n_wa = 5'd0; n_xlu = 1'b0; n_xhu = 1'b0; n_xld = 1'b0;
        case (st_q)
            S_F0A: begin                        // W_j += +-(M_i ^ H_i)
                n_v = 1'b1; n_mra = f0[3:0]; n_hra = f0[3:0]; n_xm = 1'b1; n_xh = 1'b1;
                n_neg = f0[4]; n_ua = (t_q != 5'd0);
                n_qwe = f0a_end; n_wa = {1'b0, j_q};
            end
            S_F0B: begin                        // Q_j = s_(j mod 5)(W_j) + H_(j+1)
                n_v = 1'b1; n_qra = {1'b0, j_q}; n_sfn = mod5(j_q); n_hra = j_q + 4'd1;
                n_pps = PP_H; n_ua = 1'b0; n_qwe = 1'b1; n_wa = {1'b0, j_q};
            end
            S_F1: begin
                n_v = 1'b1;
                if (t_q == 5'd0) begin          // AddElement: K + rotl(M_a, a+1) ...
                    n_mra = j_q; n_xs = X_M; n_mk = R_ROT; n_ramt = {1'b0, j_q} + 5'd1;
                    n_pps = PP_K; n_ua = 1'b0; n_hra = jh; n_hhl = 1'b1;
                end else if (t_q == 5'd1) begin // ... + rotl(M_b, b+1)
                    n_mra = jb; n_xs = X_M; n_mk = R_ROT; n_ramt = {1'b0, jb} + 5'd1;
                end else if (t_q == 5'd2) begin // ... - rotl(M_c, c+1)
                    n_mra = jc; n_xs = X_M; n_mk = R_ROT; n_ramt = {1'b0, jc} + 5'd1;
                    n_neg = 1'b1;
                end else begin                  // (AE ^ H) + the 16 Q terms
                    n_qra = {1'b0, j_q} + u5;
                    if (j_q[3:1] == 3'd0) begin                 // expand1: s_((u+1) mod 4)
                        n_sfn = {1'b0, u[1:0] + 2'd1};
                    end else if (u == 4'd14) begin
                        n_sfn = 3'd4;
                    end else if (u == 4'd15) begin
                        n_sfn = 3'd5;
                    end else begin                              // expand2: Q or rotl(Q, r)
                        n_mk = R_ROT; n_ramt = u[0] ? rr(u[3:1]) : 5'd0;
                    end
                    if (u == 4'd0) n_pps = PP_HH;
                    n_qwe = f1_end; n_wa = {1'b1, j_q};
                    n_xlu = f1_end & ~j_q[3]; n_xhu = f1_end; n_xld = (j_q == 4'd0);
                end
            end
            S_F2: begin                         // XOR terms chained in the lane, two adds
                n_xs = X_Q; n_mk = R_ROT;
                case (t_q[2:0])
                    3'd0: begin                 // XL (shifted in H'_8..15)
                        n_xs = X_XL;
                        if (hi) {n_mk, n_ramt} = sh_xl;
                    end
                    3'd1: begin                 // ^ Q24+i  or  ^ Q16+(i-1 mod 8)
                        n_qra = hi ? {2'b10, j_q[2:0] - 3'd1} : {2'b11, i3}; n_lx = 1'b1;
                    end
                    3'd2: begin                 // ^ Q_i: acc = the XL term
                        n_qra = {1'b0, j_q}; n_lx = 1'b1; n_v = 1'b1; n_ua = 1'b0;
                    end
                    3'd3: begin                 // XH (shifted in H'_0..7)
                        n_xs = X_XH;
                        if (!hi) {n_mk, n_ramt} = sh_xh;
                    end
                    3'd4: begin                 // ^ Q16+i (shifted) ^ M_i: acc += the XH term
                        n_qra = {1'b1, j_q}; n_xm = 1'b1; n_mra = j_q; n_lx = 1'b1; n_v = 1'b1;
                        if (!hi) {n_mk, n_ramt} = sh_q;
                        n_qwe = ~hi; n_hwe = ~hi; n_wa = {1'b0, j_q};
                    end
                    default: begin              // acc += rotl(H'_k, i+1)
                        n_qra = {1'b0, kprev}; n_ramt = {1'b0, j_q} + 5'd1; n_v = 1'b1;
                        n_hwe = 1'b1; n_wa = {1'b0, j_q};
                    end
                endcase
            end
            S_OUT: n_hra = {1'b1, oa_q[2:0]};
            default: ;
        endcase
        // s0..s3: the rotator does the first rotation (4, 8, 12, 15), the lane the rest;
        // s4, s5: the rotator passes the word
        if (n_sfn != S_NONE) begin
            n_xs = X_Q; n_mk = R_ROT;
            case (n_sfn)
                3'd0:    n_ramt = 5'd4;
                3'd1:    n_ramt = 5'd8;
                3'd2:    n_ramt = 5'd12;
                3'd3:    n_ramt = 5'd15;
                default: n_ramt = 5'd0;
            endcase
        end
    end

    always @(posedge clk) begin
        c_fin   <= fin_q;
        c_fst   <= fst_q & ~fin_q;
        c_mslot <= cslot_q;
        c_qra <= n_qra;
        c_mra <= n_mra;
        c_hra <= n_hra;
        c_xs <= n_xs;
        c_sfn <= n_sfn;
        c_mk <= n_mk;
        c_ramt <= n_ramt;
        c_xm <= n_xm;
        c_xh <= n_xh;
        c_neg <= n_neg;
        c_pps <= n_pps;
        c_hhl <= n_hhl;
        c_ua <= n_ua;
        c_lx <= n_lx;
        c_wa <= n_wa;
        c_xld <= n_xld;
        if (rst) begin
            c_v <= 1'b0; c_qwe <= 1'b0; c_hwe <= 1'b0; c_xlu <= 1'b0; c_xhu <= 1'b0;
        end else begin
            c_v <= n_v; c_qwe <= n_qwe; c_hwe <= n_hwe; c_xlu <= n_xlu; c_xhu <= n_xhu;
        end
    end

    assign out_valid = ov_q;

    always @(posedge clk) begin
        if (rst) begin
            full_q <= 2'b00; first_q <= 2'b00; final_q <= 2'b00; wslot_q <= 1'b0;
            st_q <= S_IDLE; j_q <= 4'd0; t_q <= 5'd0; fin_q <= 1'b0; fst_q <= 1'b0;
            last_q <= 1'b0; cslot_q <= 1'b0; oa_q <= 4'd0; ov_q <= 1'b0; ow_q <= 1'b0; dr_q <= 3'd0;
        end else begin
            // ---------------- loader
            if (in_take && in_blk_last) begin
                full_q[wslot_q]  <= 1'b1;
                first_q[wslot_q] <= in_first_blk;
                final_q[wslot_q] <= in_final_blk;
                wslot_q          <= ~wslot_q;
            end
            // ---------------- sequencer
            case (st_q)
                S_IDLE: if (full_q[cslot_q]) begin
                            st_q <= S_F0A; j_q <= 4'd0; t_q <= 5'd0; fin_q <= 1'b0;
                            fst_q <= first_q[cslot_q]; last_q <= final_q[cslot_q];
                        end
                S_F0A:  if (f0a_end) begin
                            t_q <= 5'd0; j_q <= j_q + 4'd1;
                            if (j_q == 4'd15) st_q <= S_F0B;
                        end else t_q <= t_q + 5'd1;
                S_F0B:  begin
                            j_q <= j_q + 4'd1;
                            if (j_q == 4'd15) st_q <= S_F1;
                        end
                S_F1:   if (f1_end) begin
                            t_q <= 5'd0; j_q <= j_q + 4'd1;
                            if (j_q == 4'd15) st_q <= S_F2;
                        end else t_q <= t_q + 5'd1;
                S_F2:   if (f2_end) begin
                            t_q <= 5'd0; j_q <= j_q + 4'd1;
                            if (j_q == 4'd15) begin
                                if (fin_q) begin
                                    st_q <= S_DRAIN; dr_q <= 3'd0; fin_q <= 1'b0;
                                end else begin
                                    // the block's message words have all been read
                                    full_q[cslot_q] <= 1'b0;
                                    cslot_q <= ~cslot_q;
                                    fst_q <= 1'b0;
                                    if (last_q) begin
                                        st_q <= S_F0A; fin_q <= 1'b1;
                                    end else if (full_q[~cslot_q]) begin
                                        st_q <= S_F0A;
                                        fst_q <= first_q[~cslot_q]; last_q <= final_q[~cslot_q];
                                    end else begin
                                        st_q <= S_IDLE;
                                    end
                                end
                            end
                        end else t_q <= t_q + 5'd1;
                S_DRAIN: begin
                            dr_q <= dr_q + 3'd1;
                            if (dr_q == 3'd6) begin
                                st_q <= S_OUT; oa_q <= 4'd0; ov_q <= 1'b0; ow_q <= 1'b0;
                            end
                         end
                S_OUT:  begin
                            if (!ov_q) begin
                                // H[8 + oa] is on the read port two cycles after oa
                                if (ow_q) ov_q <= 1'b1;
                                ow_q <= ~ow_q;
                            end else if (out_take) begin
                                ov_q <= 1'b0;
                                oa_q <= oa_q + 4'd1;
                                if (oa_q == 4'd7) st_q <= S_IDLE;
                            end
                        end
                default: st_q <= S_IDLE;
            endcase
        end
    end
endmodule
`default_nettype wire
